// Logout: the worker removes the user's data from IndexedDB and Cache Storage (issue 10; docs/decisions.md, Logout).
import { announce } from '../push/change-feed';
import { purgeStores } from '../store/purge-store';
import { forgetArchive } from '../archive/archive-session';
import { forgetUnreadableRecords } from '../store/stored-records';
import { forgetGroups } from '../groups/list-groups';
import { forgetServerInfo } from './get-server-info';

/** Cache Storage the service worker keeps for the app shell (workbox precache): the same for every user. */
const APP_SHELL_CACHE = /^workbox-precache/;

export async function purgePersonalData(deleteUnsent: string[]): Promise<void> {
  const removed = await purgeStores(deleteUnsent);
  forgetArchive();
  forgetGroups();
  forgetServerInfo();
  forgetUnreadableRecords();
  announce(...removed.map((instanceId) => ({ kind: 'round' as const, instanceId })));
  for (const name of await caches.keys()) if (!APP_SHELL_CACHE.test(name)) await caches.delete(name);
}
