// Offline copies of rounds on this device (spec entry.md §2 group selection, §4 offline round lifecycle).
import type { MrId } from '../../shared/contract/ids';
import { navigate } from 'wouter/use-browser-location';
import { workerApi } from '../worker-client';
import { reportError } from './report-error';
import { store } from './store';

/** Only copies taken for offline use; the working copies of the online screens are not offline copies. */
export async function loadOfflineCopies(): Promise<void> {
  store.offlineCopies = (await workerApi().listOfflineRounds()).filter((copy) => !copy.onlineEntry);
  store.unreadableRecords = await workerApi().listUnreadableRecords();
}

export async function createOfflineCopy(mrId: MrId): Promise<void> {
  try {
    const view = await workerApi().createOfflineRound(mrId);
    navigate(`/mobile/${encodeURIComponent(view.round.instanceId)}`);
  } catch (error) {
    reportError(error, 'groups.errorTitle', 'groups.createCopyError');
  }
}

export async function deleteEmptyCopies(): Promise<void> {
  const empty = store.offlineCopies.filter((copy) => copy.empty).map((copy) => copy.instanceId);
  await workerApi().deleteOfflineRounds(empty);
  await loadOfflineCopies();
}
