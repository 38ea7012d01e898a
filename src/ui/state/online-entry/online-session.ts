// Online entry (tabular and hydro input) works on an offline copy of the group made for the session:
// every edit is stored by the worker before it is shown, so a reload, a lost connection or a failed post
// loses nothing. The copy is remembered per screen (group and date) and reused until it is posted;
// a copy left without any reading is deleted when the screen closes.
import { isValid, parse } from 'date-fns';
import { fromMezInput } from '../../../shared/rules/dates';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';
import { mobileStore } from '../mobile/mobile-store';
import { postCurrentRound } from '../mobile/post-actions';
import { closeRound, editRound, editsStored, openRound } from '../mobile/round-actions';

const SESSION_KEY_PREFIX = 'hwe-online-session:';

function sessionStorageKey(session: string): string {
  return SESSION_KEY_PREFIX + session;
}

// Opening and closing run one after the other, so a quick leave-and-return never opens two copies.
let sessionQueue: Promise<unknown> = Promise.resolve();

function serialized<T>(step: () => Promise<T>): Promise<T> {
  const run = sessionQueue.then(step, step);
  sessionQueue = run.catch(() => undefined);
  return run;
}

/** Opens (or creates) the copy for the session; false when the group could not be loaded. */
export function openOnlineSession(mrId: string, session: string): Promise<boolean> {
  return serialized(() => openSession(mrId, session));
}

async function openSession(mrId: string, session: string): Promise<boolean> {
  const known = localStorage.getItem(sessionStorageKey(session));
  if (known) {
    await openRound(known);
    if (mobileStore.status === 'loaded') return true;
  }
  try {
    const view = await workerApi().createOfflineRound(mrId, { onlineEntry: true });
    localStorage.setItem(sessionStorageKey(session), view.round.instanceId);
    await openRound(view.round.instanceId);
    return mobileStore.status === 'loaded';
  } catch (error) {
    closeRound();
    mobileStore.status = 'missing';
    reportError(error, 'groups.errorTitle', 'groups.error', 'groups.loginRequiredSave');
    return false;
  }
}

/**
 * Posts the session's copy; true when the server took it (the worker has then removed the copy, and the
 * session starts afresh next time). Printing before saving is an offline option, so the online copy is
 * marked printed first.
 */
export async function postOnlineSession(session: string): Promise<boolean> {
  await editRound([{ kind: 'printed' }]);
  if (!(await postCurrentRound())) return false;
  localStorage.removeItem(sessionStorageKey(session));
  closeRound();
  return true;
}

/** Leaves the screen; a copy without any reading is deleted so it does not pile up as an offline copy. */
export function closeOnlineSession(session: string): Promise<void> {
  return serialized(() => closeSession(session));
}

async function closeSession(session: string): Promise<void> {
  await editsStored();
  const view = mobileStore.view;
  if (view && mobileStore.instanceId === view.round.instanceId && !view.rows.some((row) => row.filled)) {
    await workerApi()
      .deleteOfflineRounds([view.round.instanceId])
      .catch(() => undefined);
    localStorage.removeItem(sessionStorageKey(session));
  }
  closeRound();
}

/**
 * The reading time a station gets in online mode when its first value is typed: the chosen day at the
 * default time (setting defaultTime), read as MEZ when the mez option is on.
 */
export function defaultDateTime(day: string, defaultTime: string, mez: boolean): string | undefined {
  const local = parse(`${day} ${defaultTime}`, 'yyyy-MM-dd HH:mm', new Date());
  return isValid(local) ? fromMezInput(local, mez).toISOString() : undefined;
}
