// Online screens (table /stations, hydro /hydro) edit a copy of the group stored like an offline copy, so nothing
// typed is lost; the worker remembers which copy each screen edits until it is posted (issue 10: in IndexedDB, not
// in the page's localStorage). Opening and closing a screen's session take its Web Lock, so two tabs opening the
// same screen at once share one copy.
import type { MrId } from '../../shared/contract/ids';
import type { InstanceId } from '../../shared/contract/ids';
import { isEntryFilled } from '../../shared/rules/completion';
import { sessionContext } from '../http/session';
import { DEFAULT_DATABASE_NAME } from '../store/db';
import { deleteOnlineSession, readOnlineSession, writeOnlineSessions } from '../store/online-sessions-store';
import { readRound } from '../store/rounds-store';
import { createOfflineRound, deleteOfflineRounds } from './offline-rounds';

function withSessionLock<T>(session: string, work: () => Promise<T>): Promise<T> {
  return navigator.locks.request(`hwe-online-session:${sessionContext().databaseName ?? DEFAULT_DATABASE_NAME}:${session}`, work);
}

/** The session's stored copy when it is still readable (not posted, deleted or damaged). */
async function sessionCopy(session: string) {
  const known = await readOnlineSession(session).catch(() => undefined);
  return known && (await readRound(known.instanceId).catch(() => undefined));
}

/** The instanceId of the copy the screen `session` edits: the one it edited before while stored, else a new one. */
export function openOnlineSession(session: string, mrId: MrId): Promise<InstanceId> {
  return withSessionLock(session, async () => {
    const known = await sessionCopy(session);
    if (known) return known.instanceId;
    const { round } = await createOfflineRound(mrId, { onlineEntry: true });
    await writeOnlineSessions([{ session, instanceId: round.instanceId }]);
    return round.instanceId;
  });
}

/** The screen is left: a copy without any reading is deleted, so looking at a table does not pile up copies. */
export function closeOnlineSession(session: string): Promise<void> {
  return withSessionLock(session, async () => {
    const copy = await sessionCopy(session);
    if (copy?.entries.some(isEntryFilled)) return;
    if (copy) await deleteOfflineRounds([copy.instanceId]);
    await deleteOnlineSession(session);
  });
}

/** Sessions an earlier version kept in localStorage (screen → instanceId); a screen the worker knows keeps its copy. */
export async function adoptOnlineSessions(sessions: Readonly<Record<string, string>>): Promise<void> {
  const records = [];
  for (const [session, instanceId] of Object.entries(sessions)) {
    if (!(await readOnlineSession(session).catch(() => undefined))) records.push({ session, instanceId });
  }
  await writeOnlineSessions(records);
}
