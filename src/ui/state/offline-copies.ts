// Offline copies of rounds on this device (spec entry.md §2 group selection, §4 offline round lifecycle).
import type { MrId } from '../../shared/contract/ids';
import { navigate } from 'wouter/use-browser-location';
import { workerApi } from '../worker-client';
import { reportError } from './report-error';
import { startAnswer } from './start-answer';
import { store } from './store';

/** the group selection's copies, asked by the start on `/` (./start-answer.ts) */
export const offlineCopiesAtStart = startAnswer(() => Promise.all([workerApi().listOfflineRounds(), workerApi().listUnreadableRecords()]));

/** Only copies taken for offline use; the working copies of the online screens are not offline copies. */
export async function loadOfflineCopies(): Promise<void> {
  const [copies, unreadable] = await offlineCopiesAtStart.take();
  store.offlineCopies = copies.filter((copy) => !copy.onlineEntry);
  store.unreadableRecords = unreadable;
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
