// The stored archive (issue 11): summary rows by instanceId and, in the same transaction, the version they
// are current with, so a stored version never names rows that were not stored. Rounds with their entries
// (the detail, the report) are kept beside them while they are current: a round the list learns changed
// loses its stored copy, and a complete answer (first load, other permissions) drops every copy.
import type { ArchiveRoundSummary, CompletedMeasureRound } from '../../shared/model';
import { CompletedRoundSchema } from '../../shared/schema/archive';
import { database } from './db';
import type { CacheRecords } from './schema';
import { parseStored } from './stored-records';

export type StoredArchiveVersion = CacheRecords['archiveVersion'];

export async function readArchive(): Promise<{ rounds: ArchiveRoundSummary[]; version?: StoredArchiveVersion }> {
  const db = await database();
  const tx = db.transaction(['archive', 'cache'], 'readonly');
  const [rounds, version] = await Promise.all([tx.objectStore('archive').getAll(), readVersion(tx.objectStore('cache'))]);
  return { rounds, version };
}

export async function readArchiveVersion(): Promise<StoredArchiveVersion | undefined> {
  return readVersion((await database()).transaction('cache').store);
}

function readVersion(cache: { get(key: 'archiveVersion'): Promise<unknown> }): Promise<StoredArchiveVersion | undefined> {
  return cache.get('archiveVersion') as Promise<StoredArchiveVersion | undefined>;
}

/** Stores an answer: `complete` replaces every stored row, otherwise the rows are put over the stored ones. */
export async function writeArchive(rows: readonly unknown[], complete: boolean, version: StoredArchiveVersion): Promise<void> {
  const db = await database();
  const tx = db.transaction(['archive', 'archiveRounds', 'cache'], 'readwrite');
  const store = tx.objectStore('archive');
  const details = tx.objectStore('archiveRounds');
  if (complete) {
    void store.clear();
    void details.clear();
  }
  // rows that do not match their schema are kept too: the list reports them, a later change replaces them
  for (const row of rows) {
    if (!hasInstanceId(row)) continue;
    void store.put(row as ArchiveRoundSummary);
    if (!complete) void details.delete(row.instanceId);
  }
  void tx.objectStore('cache').put(version, 'archiveVersion');
  await tx.done;
}

function hasInstanceId(row: unknown): row is { instanceId: string } {
  return typeof row === 'object' && row !== null && typeof (row as { instanceId?: unknown }).instanceId === 'string';
}

/** Only the time it was last confirmed current (a 304). */
export async function touchArchiveVersion(version: StoredArchiveVersion): Promise<void> {
  await (await database()).put('cache', version, 'archiveVersion');
}

/** The kept round; undefined when none is kept or it does not match its schema (reported; fetched again). */
export async function readArchiveRound(instanceId: string): Promise<CompletedMeasureRound | undefined> {
  const record: unknown = await (await database()).get('archiveRounds', instanceId);
  return record === undefined ? undefined : parseStored(CompletedRoundSchema, record, `stored completed round ${instanceId}`);
}

/**
 * Keeps a round fetched while the stored list had version `fetchedAt`; not when the list changed meanwhile
 * (the change may be this round's, and the copy would never be dropped then).
 */
export async function keepArchiveRound(round: CompletedMeasureRound, fetchedAt: string): Promise<void> {
  const tx = (await database()).transaction(['archiveRounds', 'cache'], 'readwrite');
  const current = await readVersion(tx.objectStore('cache'));
  if (current?.version === fetchedAt) void tx.objectStore('archiveRounds').put(round);
  await tx.done;
}
