// Intents of the UI: each asks the worker and puts the answer into the store.
import { workerApi } from '../worker-client';
import { addAlert } from './alerts';
import { asWorkerError, reportError } from './report-error';
import { store } from './store';

/** Settings and server info, asked at once (issue 13 cold start: one round trip on a slow network, not two). */
export async function loadSettingsAndInfo(): Promise<void> {
  const [settings] = await Promise.all([workerApi().getConfig(), refreshServerInfo()]);
  store.settings = settings;
}

/** The app's login state is whether server info carries a username (spec archive.md §4), so it is asked again after login. */
export async function refreshServerInfo(): Promise<void> {
  try {
    store.serverInfo = await workerApi().getServerInfo();
  } catch (error) {
    if (asWorkerError(error).code === 'NOT_LOGGED_IN') store.serverInfo = undefined;
    console.warn('server info not available', error);
  }
}

/** Persistent storage can only be requested from a window; the worker then reports what was granted. */
export async function requestPersistentStorage(): Promise<void> {
  await navigator.storage?.persist?.().catch(() => false);
  store.storage = await workerApi().getStorageStatus();
}

let earlyGroups: Promise<void> | undefined;

/** The start asks for the group list before the first render (issue 13: the request is on its way meanwhile). */
export function loadGroupsEarly(): void {
  earlyGroups = fetchGroups();
}

/** The group list; the group selection's first mount takes the one asked for early, a later mount asks again. */
export function loadGroups(): Promise<void> {
  const early = earlyGroups;
  earlyGroups = undefined;
  return early ?? fetchGroups();
}

async function fetchGroups(): Promise<void> {
  store.groups.status = 'loading';
  try {
    const result = await workerApi().listGroups();
    store.groups = {
      status: 'loaded',
      list: result.groups,
      version: result.version,
      dataVersion: result.dataVersion,
      versionAge: result.versionAge,
      dataVersionAge: result.dataVersionAge,
      fromCache: result.fromCache,
    };
    if (result.storageFull) addAlert({ type: 'alert-warning', msg: 'groups.storageFull' });
  } catch (error) {
    store.groups.status = 'failed';
    reportError(error, 'groups.errorTitle', 'groups.error');
  }
}
