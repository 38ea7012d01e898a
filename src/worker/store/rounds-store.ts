// Offline round copies. Every write is committed with strict durability before the caller hears "saved".
import { database } from './db';
import type { OfflineRound } from './schema';

export async function readRound(instanceId: string): Promise<OfflineRound | undefined> {
  return (await database()).get('rounds', instanceId);
}

export async function readAllRounds(): Promise<OfflineRound[]> {
  return (await database()).getAll('rounds');
}

/** Reads, changes and writes one round in a single strict transaction; returns the stored result. */
export async function updateRound(instanceId: string, change: (round: OfflineRound | undefined) => OfflineRound): Promise<OfflineRound> {
  const db = await database();
  const tx = db.transaction('rounds', 'readwrite', { durability: 'strict' });
  const updated = change(await tx.store.get(instanceId));
  await Promise.all([tx.store.put(updated), tx.done]);
  return updated;
}

/** Deletes some copies and stores others in one strict transaction (a partial post swaps the copy). */
export async function replaceRounds(deleteIds: readonly string[], put: readonly OfflineRound[]): Promise<void> {
  const db = await database();
  const tx = db.transaction(['rounds', 'photos'], 'readwrite', { durability: 'strict' });
  const rounds = tx.objectStore('rounds');
  const photos = tx.objectStore('photos');
  const keptPhotoIds = new Set(put.flatMap(photoIdsOf));
  const writes: Promise<unknown>[] = [];
  for (const instanceId of deleteIds) {
    writes.push(rounds.delete(instanceId));
    for (const photoId of await photos.index('instanceId').getAllKeys(instanceId)) {
      if (!keptPhotoIds.has(photoId)) writes.push(photos.delete(photoId));
    }
  }
  for (const round of put) writes.push(rounds.put(round));
  await Promise.all([...writes, tx.done]);
}

/** Ids of the photos referenced by the remarks of a round. */
export function photoIdsOf(round: OfflineRound): string[] {
  return round.entries.flatMap((entry) => [...(entry.tsRemark?.images ?? []), ...(entry.staRemark?.images ?? [])]);
}
