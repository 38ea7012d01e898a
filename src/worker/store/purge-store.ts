// Logout on a shared device: the next user must see nothing of the last one (issue 10).
import { workerError } from '../http/worker-error';
import { abortWith } from './abort-with';
import { forgetCheckedRound } from './checked-round';
import { database } from './db';
import type { StoreNames } from 'idb';
import type { CacheKey, HweDb } from './schema';
import { readUnsent } from './unsent-store';

/** what stays: the device's settings (config screen and server config) and whose device it is (issue 34, released after the purge) */
const KEPT_CACHE_KEYS: readonly CacheKey[] = ['localSettings', 'config', 'deviceUser'];
const PERSONAL_STORES: StoreNames<HweDb>[] = ['rounds', 'photos', 'outbox', 'meteoDrafts', 'groups', 'history', 'maps', 'documents', 'archive', 'archiveRounds', 'onlineSessions', 'archiveDrafts'];
const PURGED_STORES: StoreNames<HweDb>[] = [...PERSONAL_STORES, 'cache'];

/**
 * Clears the personal stores in one strict transaction; refused when a stored copy or meteo draft (issue 34) is not in
 * `deleteUnsent`. Answers the instanceIds of the copies removed.
 */
export async function purgeStores(deleteUnsent: readonly string[]): Promise<string[]> {
  const db = await database();
  const tx = db.transaction(PURGED_STORES, 'readwrite', { durability: 'strict' });
  const instanceIds = await tx.objectStore('rounds').getAllKeys();
  const unconfirmed = (await readUnsent(tx)).map((item) => item.id).filter((id) => !deleteUnsent.includes(id));
  if (unconfirmed.length > 0) abortWith(tx, workerError('UNSENT_COPIES', `${unconfirmed.length} copies or drafts are not posted: ${unconfirmed.join(', ')}`));
  const cache = tx.objectStore('cache');
  const cacheKeys = (await cache.getAllKeys()).filter((key) => !KEPT_CACHE_KEYS.includes(key));
  await Promise.all([
    ...PERSONAL_STORES.map((name) => tx.objectStore(name).clear()),
    ...cacheKeys.map((key) => cache.delete(key)),
    tx.done,
  ]);
  instanceIds.forEach(forgetCheckedRound);
  return instanceIds;
}
