// The stored archive list (issue 11): summary rows by instanceId and, in the same transaction, the
// version they are current with, so a stored version never names rows that were not stored.
import type { ArchiveRoundSummary } from '../../shared/model';
import { database } from './db';
import type { CacheRecords } from './schema';

export type StoredArchiveVersion = CacheRecords['archiveVersion'];

export async function readArchive(): Promise<{ rounds: ArchiveRoundSummary[]; version?: StoredArchiveVersion }> {
  const db = await database();
  const tx = db.transaction(['archive', 'cache'], 'readonly');
  const [rounds, version] = await Promise.all([
    tx.objectStore('archive').getAll(),
    tx.objectStore('cache').get('archiveVersion') as Promise<StoredArchiveVersion | undefined>,
  ]);
  return { rounds, version };
}

/** Stores an answer: `complete` replaces every stored row, otherwise the rows are put over the stored ones. */
export async function writeArchive(rows: readonly unknown[], complete: boolean, version: StoredArchiveVersion): Promise<void> {
  const db = await database();
  const tx = db.transaction(['archive', 'cache'], 'readwrite');
  const store = tx.objectStore('archive');
  if (complete) void store.clear();
  // rows that do not match their schema are kept too: the list reports them, a later change replaces them
  for (const row of rows) if (hasInstanceId(row)) void store.put(row as ArchiveRoundSummary);
  void tx.objectStore('cache').put(version, 'archiveVersion');
  await tx.done;
}

function hasInstanceId(row: unknown): boolean {
  return typeof row === 'object' && row !== null && typeof (row as { instanceId?: unknown }).instanceId === 'string';
}

/** Only the time it was last confirmed current (a 304). */
export async function touchArchiveVersion(version: StoredArchiveVersion): Promise<void> {
  await (await database()).put('cache', version, 'archiveVersion');
}
