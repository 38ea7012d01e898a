// Posting the round from the overview (spec entry.md §4 lifecycle; §8 messages). The transfer status is pushed (round-actions).
import { workerApi } from '../../worker-client';
import { addAlert, addPostSuccessAlert } from '../alerts';
import { asWorkerError, reportError } from '../report-error';
import { store } from '../store';
import { mobileStore } from './mobile-store';
import { editsStored } from './round-actions';

/**
 * Posts the round, full or partial by the setting postTimeseriesPartial. True when the server took it:
 * the copy is then gone from the device (or saved again with the unsent stations) and the user returns
 * to group selection. issue 34: after a send without an answer, the user is told whether it had arrived.
 */
export async function postCurrentRound(): Promise<boolean> {
  const instanceId = mobileStore.instanceId;
  if (!instanceId || mobileStore.posting) return false;
  mobileStore.posting = true;
  try {
    await editsStored();
    const result = await workerApi().postRound(instanceId, { partial: store.settings?.postTimeseriesPartial ?? false });
    if (result.earlierTry === 'arrived') addAlert({ type: 'alert-success', msg: 'mobile.earlierPostArrived', topic: 'roundPost' });
    else addPostSuccessAlert(result.count, 'roundPost', result.answerUnread);
    // no topic: it must not replace the success it belongs to
    if (result.earlierTry === 'lost') addAlert({ type: 'alert-info', msg: 'mobile.earlierPostLost' });
    return true;
  } catch (error) {
    reportError(error, 'mobile.postError', 'api.postTimeseriesError', 'groups.loginRequiredSave', 'roundPost');
    return false;
  } finally {
    mobileStore.posting = false;
  }
}

/** issue 34: ends the open copy's running post; its outcome is then unknown until it is posted again. */
export async function cancelCurrentPost(): Promise<void> {
  if (mobileStore.instanceId) await workerApi().cancelPost(mobileStore.instanceId);
}

/**
 * Deletes the open copy (spec entry.md §5); `typedName` is what the user typed when a station is complete. True when
 * it is gone; a name that does not match keeps the copy with the spec's warning.
 */
export async function deleteCurrentRound(typedName?: string): Promise<boolean> {
  const instanceId = mobileStore.instanceId;
  if (!instanceId) return false;
  try {
    await editsStored();
    await workerApi().deleteRound(instanceId, typedName);
    return true;
  } catch (error) {
    if (asWorkerError(error).code === 'DELETE_NAME_MISMATCH') addAlert({ type: 'alert-warning', msg: 'mobile.deleteNameMismatch' });
    else reportError(error, 'mobile.deleteError', 'mobile.deleteError');
    return false;
  }
}
