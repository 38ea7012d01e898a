// Logout on a shared device: the next user must see nothing of the last one (issue 10).
import { workerError } from '../http/worker-error';
import { abortWith } from './abort-with';
import { forgetCheckedRound } from './checked-round';
import { database } from './db';
import type { IDBPTransaction, StoreNames } from 'idb';
import { currentOwner, isVisibleTo } from './owner';
import type { CacheKey, HweDb } from './schema';
import { readUnsent } from './unsent-store';

/** what stays: the device's settings (config screen and server config) and whose device it is (issue 34, released after the purge) */
const KEPT_CACHE_KEYS: readonly CacheKey[] = ['localSettings', 'config', 'deviceUser'];
const PERSONAL_STORES: StoreNames<HweDb>[] = ['rounds', 'photos', 'outbox', 'meteoDrafts', 'groups', 'history', 'maps', 'documents', 'archiveBlocks', 'archiveRounds', 'onlineSessions', 'archiveDrafts'];
const PURGED_STORES: StoreNames<HweDb>[] = [...PERSONAL_STORES, 'cache'];

/**
 * Clears the personal stores in one strict transaction; refused when a stored copy or meteo draft (issue 34) of the
 * device's user is not in `deleteUnsent`. Other users' unsent copies and drafts stay for them (issue 34). Answers the
 * instanceIds of the copies removed.
 */
export async function purgeStores(deleteUnsent: readonly string[]): Promise<string[]> {
  const owner = await currentOwner();
  const db = await database();
  const tx = db.transaction(PURGED_STORES, 'readwrite', { durability: 'strict' });
  const kept = await otherUsersUnsent(tx, owner);
  const keptIds = new Set<string>(kept.rounds.map((round): string => round.instanceId));
  const instanceIds = (await tx.objectStore('rounds').getAllKeys()).filter((instanceId) => !keptIds.has(instanceId));
  const unconfirmed = (await readUnsent(tx, owner)).map((item) => item.id).filter((id) => !deleteUnsent.includes(id));
  if (unconfirmed.length > 0) abortWith(tx, workerError('UNSENT_COPIES', `${unconfirmed.length} copies or drafts are not posted: ${unconfirmed.join(', ')}`));
  const cache = tx.objectStore('cache');
  const cacheKeys = (await cache.getAllKeys()).filter((key) => !KEPT_CACHE_KEYS.includes(key));
  await Promise.all([
    ...PERSONAL_STORES.map((name) => tx.objectStore(name).clear()),
    ...cacheKeys.map((key) => cache.delete(key)),
    ...kept.rounds.map((round) => tx.objectStore('rounds').put(round)),
    ...kept.photos.map((photo) => tx.objectStore('photos').put(photo)),
    ...kept.outbox.map((task) => tx.objectStore('outbox').put(task)),
    ...kept.meteoDrafts.map((draft) => tx.objectStore('meteoDrafts').put(draft)),
    tx.done,
  ]);
  instanceIds.forEach(forgetCheckedRound);
  return instanceIds;
}

/** issue 34: what other users of the device have not posted: their copies with photos and transfer tasks, their meteo drafts. */
async function otherUsersUnsent(tx: IDBPTransaction<HweDb, StoreNames<HweDb>[], 'readwrite'>, owner: string | null | undefined) {
  const rounds = (await tx.objectStore('rounds').getAll()).filter((round) => !isVisibleTo(round, owner));
  const instanceIds = new Set<string>(rounds.map((round): string => round.instanceId));
  return {
    rounds,
    photos: (await tx.objectStore('photos').getAll()).filter((photo) => instanceIds.has(photo.instanceId)),
    outbox: (await tx.objectStore('outbox').getAll()).filter((task) => instanceIds.has(task.instanceId)),
    meteoDrafts: (await tx.objectStore('meteoDrafts').getAll()).filter((draft) => !isVisibleTo(draft, owner)),
  };
}
