// The stored archive (issue 11): summary rows in blocks of a few hundred (issue 38: one record per row took a long
// worker task to write and a read per row to open) with, in the same transaction, the version they are current with
// (a stored version never names rows that were not stored) and the head, the default view's first page and counts,
// so an opening paints from one read before the blocks are read. Rounds with their entries
// (the detail, the report) are kept beside them while they are current: a round the list learns changed
// loses its stored copy, and a complete answer (first load, other permissions) drops every copy.
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import { CompletedRoundSchema } from '../../shared/schema/archive';
import { StoredArchiveHeadSchema } from '../../shared/schema/stored';
import { database } from './db';
import { ARCHIVE_BLOCK_ROWS, type ArchiveBlock, type CacheRecords, type StoredArchiveHead } from './schema';
import { WORK_SLICE_MS } from '../util/next-task';
import { parseStored } from './stored-records';

export type StoredArchiveVersion = CacheRecords['archiveVersion'];


/** Rows read from the stored archive, with how far the reading is. */
interface StoredArchiveRows {
  rows: unknown[];
  /** rows read so far, these included, of the `stored` rows (the head's count; without a head, the blocks' room) */
  read: number;
  stored: number;
}

/** What a stored archive opens with: its version and, when it was written with its rows, the head. */
export interface StoredArchiveStart {
  version?: StoredArchiveVersion;
  head?: StoredArchiveHead;
}

/** The version and the head (its first page of the default view), in one transaction: two reads, no row read. */
export async function readArchiveStart(): Promise<StoredArchiveStart> {
  const cache = (await database()).transaction('cache').store;
  const [version, head] = await Promise.all([readVersion(cache), cache.get('archiveHead')]);
  return { version, head: checkedHead(head) };
}

/**
 * Every stored row, block after block in key order (a row of a later block replaces its earlier copy), handed to
 * `onRows` `blocksPerRead` blocks at a time, in one transaction; answers the blocks as read. The next blocks are asked
 * for before `onRows` runs, so the transaction stays open while the worker takes other messages (a query typed meanwhile).
 */
export async function readArchiveBlocks(blocksPerRead: number, onRows: (batch: StoredArchiveRows) => void): Promise<unknown[][]> {
  const db = await database();
  const tx = db.transaction(['archiveBlocks', 'cache'], 'readonly');
  const store = tx.objectStore('archiveBlocks');
  const [head, count] = await Promise.all([tx.objectStore('cache').get('archiveHead'), store.count()]);
  const headRows = (head as { rows?: unknown } | undefined)?.rows;
  const stored = typeof headRows === 'number' ? headRows : count * ARCHIVE_BLOCK_ROWS;
  const blocks: unknown[][] = [];
  let read = 0;
  let next: Promise<ArchiveBlock[]> | undefined = store.getAll(null, blocksPerRead);
  for (let from = blocksPerRead; next; from += blocksPerRead) {
    const batch: ArchiveBlock[] = await next;
    next = batch.length === blocksPerRead ? store.getAll(IDBKeyRange.lowerBound(from), blocksPerRead) : undefined;
    const rows = batch.flatMap((block) => (Array.isArray(block?.rows) ? block.rows : []));
    blocks.push(...batch.map((block) => (Array.isArray(block?.rows) ? block.rows : [])));
    read += rows.length;
    onRows({ rows, read: Math.min(read, stored), stored });
  }
  await tx.done;
  return blocks;
}

/** What a write changes: the blocks to put (by key; the others stay as stored) and how many there are now. */
export interface ArchiveBlockWrite {
  changed: Map<number, unknown[]>;
  blockCount: number;
  head: StoredArchiveHead;
  version: StoredArchiveVersion;
  /** a complete answer drops every kept round; else the rounds of these ids are dropped (they changed) */
  dropRounds: 'all' | string[];
}

/**
 * Stores the changed blocks with the head and the version in one transaction, in slices: a block's clone takes
 * milliseconds, so after WORK_SLICE_MS of puts the worker waits for the last one and takes other messages meanwhile
 * (a request's success keeps the transaction open for the next puts).
 */
export async function writeArchiveBlocks(write: ArchiveBlockWrite): Promise<void> {
  const db = await database();
  const tx = db.transaction(['archiveBlocks', 'archiveRounds', 'cache'], 'readwrite');
  const blocks = tx.objectStore('archiveBlocks');
  const details = tx.objectStore('archiveRounds');
  if (write.dropRounds === 'all') void details.clear();
  else for (const instanceId of write.dropRounds) void details.delete(instanceId);
  void blocks.delete(IDBKeyRange.lowerBound(write.blockCount));
  let sliceStart = performance.now();
  for (const [key, rows] of write.changed) {
    const put = blocks.put({ rows }, key);
    if (performance.now() - sliceStart < WORK_SLICE_MS) continue;
    await put;
    sliceStart = performance.now();
  }
  void tx.objectStore('cache').put(write.head, 'archiveHead');
  void tx.objectStore('cache').put(write.version, 'archiveVersion');
  await tx.done;
}

/**
 * Changed rows stored without the list in memory (a detail opened, its refresh): one block after the last, whose rows
 * replace their earlier copies when read; the head is dropped (its page may be stale), the next list opening writes it.
 */
export async function appendArchiveRows(rows: readonly unknown[], version: StoredArchiveVersion): Promise<void> {
  const db = await database();
  const tx = db.transaction(['archiveBlocks', 'archiveRounds', 'cache'], 'readwrite');
  const blocks = tx.objectStore('archiveBlocks');
  const last = await blocks.openKeyCursor(null, 'prev');
  void blocks.put({ rows: [...rows] }, last ? Number(last.key) + 1 : 0);
  for (const row of rows) if (hasInstanceId(row)) void tx.objectStore('archiveRounds').delete(row.instanceId);
  void tx.objectStore('cache').delete('archiveHead');
  void tx.objectStore('cache').put(version, 'archiveVersion');
  await tx.done;
}

export async function readArchiveVersion(): Promise<StoredArchiveVersion | undefined> {
  return readVersion((await database()).transaction('cache').store);
}

function readVersion(cache: { get(key: 'archiveVersion'): Promise<unknown> }): Promise<StoredArchiveVersion | undefined> {
  return cache.get('archiveVersion') as Promise<StoredArchiveVersion | undefined>;
}

function hasInstanceId(row: unknown): row is { instanceId: string } {
  return typeof row === 'object' && row !== null && typeof (row as { instanceId?: unknown }).instanceId === 'string';
}

/** The head as written; one that does not match its schema is reported and read as none: the rows are read first. */
function checkedHead(value: unknown): StoredArchiveHead | undefined {
  return value === undefined ? undefined : (parseStored(StoredArchiveHeadSchema, value, 'stored archiveHead') as StoredArchiveHead | undefined);
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
