// Posting the round from the overview (spec entry.md §4 lifecycle; §8 messages). The transfer status is pushed (round-actions).
import { workerApi } from '../../worker-client';
import { addPostSuccessAlert } from '../alerts';
import { reportError } from '../report-error';
import { store } from '../store';
import { mobileStore } from './mobile-store';
import { editsStored } from './round-actions';

/**
 * Posts the round, full or partial by the setting postTimeseriesPartial. True when the server took it:
 * the copy is then gone from the device (or saved again with the unsent stations) and the user returns
 * to group selection.
 */
export async function postCurrentRound(): Promise<boolean> {
  const instanceId = mobileStore.instanceId;
  if (!instanceId || mobileStore.posting) return false;
  mobileStore.posting = true;
  try {
    await editsStored();
    const result = await workerApi().postRound(instanceId, { partial: store.settings?.postTimeseriesPartial ?? false });
    addPostSuccessAlert(result.count);
    return true;
  } catch (error) {
    reportError(error, 'mobile.postError', 'api.postTimeseriesError', 'groups.loginRequiredSave');
    return false;
  } finally {
    mobileStore.posting = false;
  }
}

export async function deleteCurrentRound(): Promise<void> {
  const instanceId = mobileStore.instanceId;
  if (instanceId) await workerApi().deleteOfflineRounds([instanceId]);
}
