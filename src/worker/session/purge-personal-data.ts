// Logout: the worker removes the user's data from IndexedDB and Cache Storage (issue 10; docs/decisions/worker.md, Logout purges the device).
import { announce } from '../push/change-feed';
import { purgeStores } from '../store/purge-store';
import { forgetArchive } from '../archive/archive-session';
import { forgetUnreadableRecords } from '../store/stored-records';
import { forgetGroups } from '../groups/list-groups';
import { forgetServerInfo } from './get-server-info';
import { forgetMeteoMonths } from '../meteo/meteo-month';
import { forgetAnalysisData } from '../analysis/analysis-views';
import { forgetTimeseriesData } from '../history/update-timeseries-data';
import { forgetOnlineTable } from '../rounds/online-table';
import { forgetOpenArchiveRounds } from '../archive/archive-round';
import { forgetPermissionEdits } from '../permissions/permission-edits';
import { closeAllCsv } from '../csv/csv-imports';
import type { UnsentItem } from '../../shared/contract';
import { database } from '../store/db';
import { readUnsent, UNSENT_STORES } from '../store/unsent-store';
import { currentOwner } from '../store/owner';

/** Cache Storage the service worker keeps for the app shell (workbox precache): the same for every user. */
const APP_SHELL_CACHE = /^workbox-precache/;

export async function purgePersonalData(deleteUnsent: string[]): Promise<void> {
  const removed = await purgeStores(deleteUnsent);
  forgetInMemory();
  announce(...removed.map((instanceId) => ({ kind: 'round' as const, instanceId })));
  for (const name of await caches.keys()) if (!APP_SHELL_CACHE.test(name)) await caches.delete(name);
}

/** What this worker keeps in memory of the user's rounds, files and permissions, so the next user starts empty. */
export function forgetInMemory(): void {
  forgetArchive();
  forgetGroups();
  forgetServerInfo();
  forgetUnreadableRecords();
  forgetMeteoMonths();
  forgetAnalysisData();
  forgetTimeseriesData();
  forgetOnlineTable();
  forgetOpenArchiveRounds();
  forgetPermissionEdits();
  closeAllCsv();
}

/** issue 34: what logout would delete that the server does not have yet. */
export async function listUnsent(): Promise<UnsentItem[]> {
  const owner = await currentOwner();
  const db = await database();
  return readUnsent(db.transaction([...UNSENT_STORES], 'readonly'), owner);
}
