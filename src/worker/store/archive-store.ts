// The stored archive (issue 11): summary rows by instanceId and, in the same transaction, the version they
// are current with, so a stored version never names rows that were not stored. Rounds with their entries
// (the detail, the report) are kept beside them while they are current: a round the list learns changed
// loses its stored copy, and a complete answer (first load, other permissions) drops every copy.
import type { ArchiveRoundSummary, CompletedMeasureRound } from '../../shared/schema/archive';
import { CompletedRoundSchema } from '../../shared/schema/archive';
import { database } from './db';
import type { CacheRecords } from './schema';
import { parseStored } from './stored-records';

export type StoredArchiveVersion = CacheRecords['archiveVersion'];

/** Rows read from the stored archive, with how far the reading is. */
interface StoredArchiveRows {
  rows: unknown[];
  /** rows read so far, these included, of the `stored` rows */
  read: number;
  stored: number;
  version?: StoredArchiveVersion;
}

/**
 * Every stored row, handed to `onRows` `size` rows at a time (by instanceId) with how many were read of how many
 * are stored, in one transaction; answers the version they are current with. The next rows are asked for before
 * `onRows` runs, so the transaction stays open while the worker takes other messages (a query typed meanwhile).
 */
export async function readArchive(size: number, onRows: (batch: StoredArchiveRows) => void): Promise<StoredArchiveVersion | undefined> {
  const db = await database();
  const tx = db.transaction(['archive', 'cache'], 'readonly');
  const store = tx.objectStore('archive');
  const [version, stored] = await Promise.all([readVersion(tx.objectStore('cache')), store.count()]);
  let read = 0;
  let next: Promise<ArchiveRoundSummary[]> | undefined = store.getAll(null, size);
  while (next) {
    const rows: ArchiveRoundSummary[] = await next;
    const last = rows.at(-1);
    next = rows.length === size && last ? store.getAll(IDBKeyRange.lowerBound(last.instanceId, true), size) : undefined;
    read += rows.length;
    onRows({ rows, read, stored, version });
  }
  await tx.done;
  return version;
}

/** What the list's first page needs, read by the indexes without loading every row (issue 11). */
interface ArchivePreview {
  version: StoredArchiveVersion;
  /** stored rows, those that do not match their schema included */
  stored: number;
  /** the rows newest by submission time, as many as `keep` accepted up to `size`, with every row tied with the last */
  newest: unknown[];
  /** the first row `keep` accepts by creation time, from either end */
  earliest?: unknown;
  latest?: unknown;
}

/** `keep` judges each row read (the schema check); undefined without a stored archive. */
export async function readArchivePreview(size: number, keep: (row: unknown) => boolean): Promise<ArchivePreview | undefined> {
  const db = await database();
  const tx = db.transaction(['archive', 'cache'], 'readonly');
  const rows = tx.objectStore('archive');
  const version = await readVersion(tx.objectStore('cache'));
  if (!version) return undefined;
  const newest: unknown[] = [];
  let boundary: IDBValidKey | undefined;
  for (let cursor = await rows.index('submissionTime').openCursor(null, 'prev'); cursor; cursor = await cursor.continue()) {
    if (boundary !== undefined && indexedDB.cmp(cursor.key, boundary) !== 0) break;
    if (!keep(cursor.value)) continue;
    newest.push(cursor.value);
    if (newest.length === size) boundary = cursor.key;
  }
  const firstKept = async (direction: IDBCursorDirection) => {
    for (let cursor = await rows.index('creationTime').openCursor(null, direction); cursor; cursor = await cursor.continue()) {
      if (keep(cursor.value)) return cursor.value;
    }
    return undefined;
  };
  const [stored, earliest, latest] = [await rows.count(), await firstKept('next'), await firstKept('prev')];
  return { version, stored, newest, earliest, latest };
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
