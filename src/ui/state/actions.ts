// Intents of the UI: each asks the worker and puts the answer into the store.
import { workerApi } from '../worker-client';
import { reportError } from './report-error';
import { store } from './store';

export async function loadSettingsAndInfo(): Promise<void> {
  const api = workerApi();
  store.settings = await api.getConfig();
  try {
    store.serverInfo = await api.getServerInfo();
  } catch (error) {
    console.warn('server info not available', error);
  }
}

/** Persistent storage can only be requested from a window; the worker then reports what was granted. */
export async function requestPersistentStorage(): Promise<void> {
  await navigator.storage?.persist?.().catch(() => false);
  store.storage = await workerApi().getStorageStatus();
}

export async function loadGroups(): Promise<void> {
  store.groups.status = 'loading';
  try {
    const result = await workerApi().listGroups();
    store.groups = { status: 'loaded', list: result.groups, version: result.version, fromCache: result.fromCache };
  } catch (error) {
    store.groups.status = 'failed';
    reportError(error, 'groups.errorTitle', 'groups.error');
  }
}
