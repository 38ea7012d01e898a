// Small cached server answers (config, group list, meters, ...), one record per key.
import { database } from './db';
import type { CacheKey, CacheRecords } from './schema';

export async function readCache<K extends CacheKey>(key: K): Promise<CacheRecords[K] | undefined> {
  const db = await database();
  return (await db.get('cache', key)) as CacheRecords[K] | undefined;
}

export async function writeCache<K extends CacheKey>(key: K, value: CacheRecords[K]): Promise<void> {
  const db = await database();
  await db.put('cache', value, key);
}
