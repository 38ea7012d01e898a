// Intents of the UI: each asks the worker and puts the answer into the store.
import { afterPaint } from '../components/frame-slots';
import type { StartCallOptions } from '../../shared/contract/session';
import { workerApi } from '../worker-client';
import { addAlert } from './alerts';
import { asWorkerError, reportError } from './report-error';
import { store } from './store';
import { startAnswer } from './start-answer';

/**
 * The config, then the server info (its token needs the config's login settings) beside the notes on skipped settings
 * and `onConfig`, which starts what needs the config but not the server info (issue 38: the group list at the start).
 */
export async function loadSettingsAndInfo(onConfig?: () => void): Promise<void> {
  store.settings = await workerApi().getConfig({ atStart: true });
  onConfig?.();
  await Promise.all([showSettingNotes(), refreshServerInfo({ atStart: true })]);
}

async function showSettingNotes(): Promise<void> {
  for (const { field } of await workerApi().getSettingNotes()) {
    addAlert({ type: 'alert-warning', msg: 'config.settingSkipped', params: { field }, topic: `setting:${field}` });
  }
}

/** The app's login state is whether server info carries a username (spec archive.md §4), so it is asked again after login. */
export async function refreshServerInfo(options?: StartCallOptions): Promise<void> {
  try {
    store.serverInfo = await workerApi().getServerInfo(options);
  } catch (error) {
    if (asWorkerError(error).code === 'NOT_LOGGED_IN') store.serverInfo = undefined;
    console.warn('server info not available', error);
  }
}

/** the group selection's storage status, asked by the start on `/` (./start-answer.ts) */
export const storageStatusAtStart = startAnswer(() => workerApi().getStorageStatus());

/** Whether persistent storage is granted, as the worker finds it (asking nothing of the user). */
export async function loadStorageStatus(): Promise<void> {
  store.storage = await storageStatusAtStart.take();
}

/**
 * Persistent storage can only be requested from a window; the worker then reports what was granted. Asked after the
 * status is shown (issue 13): some browsers answer only once the user decided on a prompt.
 */
export async function requestPersistentStorage(): Promise<void> {
  if (store.storage?.persisted) return;
  const granted = await navigator.storage?.persist?.().catch(() => false);
  if (granted) await loadStorageStatus();
}

type GroupListAnswer = Awaited<ReturnType<ReturnType<typeof workerApi>['listGroups']>>;
let groupsAskedAtStart: Promise<GroupListAnswer> | undefined;

/**
 * issue 13 cold start: the start asks the group list as soon as the login is known (after config and server info),
 * while the UI's code loads and renders. The answer waits for the group selection's first mount, which takes it
 * instead of asking again: put into the store during the first (concurrent) render, it would make React finish
 * that render synchronously, in one long task. The list is "loading" from here, before that render, so the mount
 * changes nothing in the store. Settles when the answer is there, never rejects.
 */
export function askGroupsAtStart(): Promise<unknown> {
  store.groups.status = 'loading';
  groupsAskedAtStart = workerApi().listGroups({ atStart: true });
  return groupsAskedAtStart.catch(() => undefined);
}

/** The group selection's mount: the list asked at the start, if it was and no screen took it yet, else a new one. */
export function loadGroupsOnMount(): Promise<void> {
  const asked = groupsAskedAtStart;
  groupsAskedAtStart = undefined;
  return loadGroups(asked);
}

async function loadGroups(asked?: Promise<GroupListAnswer>): Promise<void> {
  store.groups.status = 'loading';
  try {
    const result = await (asked ?? workerApi().listGroups());
    // an answer that was there before the mount renders in a task of its own, not with the mount's effects (issue 13)
    if (asked) await afterPaint();
    store.groups = {
      status: 'loaded',
      list: result.groups,
      version: result.version,
      dataVersion: result.dataVersion,
      versionAge: result.versionAge,
      dataVersionAge: result.dataVersionAge,
      fromCache: result.fromCache,
      skipped: result.skipped,
    };
    if (result.storageFull) addAlert({ type: 'alert-warning', msg: 'groups.storageFull' });
  } catch (error) {
    store.groups.status = 'failed';
    reportError(error, 'groups.errorTitle', 'groups.error');
  }
}
