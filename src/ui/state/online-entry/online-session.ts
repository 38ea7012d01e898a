// Online entry (tabular and hydro input) works on a copy of the group that the worker keeps for the screen (group
// and date): every edit is stored before it is shown, so a reload, a lost connection or a failed post loses
// nothing. The worker remembers the screen's copy until it is posted and deletes a copy left without any reading
// when the screen closes.
import type { MrId } from '../../../shared/contract/ids';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';
import { mobileStore } from '../mobile/mobile-store';
import { postCurrentRound } from '../mobile/post-actions';
import { closeRound, editRound, editsStored, openRound } from '../mobile/round-actions';

// Opening and closing run one after the other, so a quick leave-and-return never opens a copy being closed.
let sessionQueue: Promise<unknown> = Promise.resolve();

function serialized<T>(step: () => Promise<T>): Promise<T> {
  const run = sessionQueue.then(step, step);
  sessionQueue = run.catch(() => undefined);
  return run;
}

/** Opens (or creates) the copy for the session; false when the group could not be loaded. */
export function openOnlineSession(mrId: MrId, session: string): Promise<boolean> {
  return serialized(async () => {
    try {
      await openRound(await workerApi().openOnlineSession(session, mrId));
      return mobileStore.status === 'loaded';
    } catch (error) {
      closeRound();
      mobileStore.status = 'missing';
      reportError(error, 'groups.errorTitle', 'groups.error', 'groups.loginRequiredSave');
      return false;
    }
  });
}

/**
 * Posts the session's copy; true when the server took it (the worker has then removed the copy, and the
 * session starts afresh next time). Printing before saving is an offline option, so the online copy is
 * marked printed first.
 */
export async function postOnlineSession(): Promise<boolean> {
  await editRound([{ kind: 'printed' }]);
  if (!(await postCurrentRound())) return false;
  closeRound();
  return true;
}

/** Leaves the screen once every edit is stored; the worker deletes a copy without any reading. */
export function closeOnlineSession(session: string): Promise<void> {
  return serialized(async () => {
    await editsStored();
    closeRound();
    await workerApi()
      .closeOnlineSession(session)
      .catch((error: unknown) => console.warn('The online screen was not closed', error));
  });
}
