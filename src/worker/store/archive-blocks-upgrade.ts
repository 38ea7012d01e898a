// Issue 38: the store upgrade from one archive record per summary row (key instanceId, indexes by submission and
// creation time) to blocks of ARCHIVE_BLOCK_ROWS rows: the rows are kept with their version, so a stored archive still
// opens offline; the head (the first page) is written by the next opening of the list, which reads the rows first.
import type { IDBPDatabase, IDBPTransaction } from 'idb';
import { ARCHIVE_BLOCK_ROWS } from './schema';

const ROWS_STORE = 'archive';

export async function joinArchiveRows(db: IDBPDatabase<unknown>, upgrade: IDBPTransaction<unknown, string[], 'versionchange'>): Promise<void> {
  const blocks = db.createObjectStore('archiveBlocks');
  const rows: unknown[] = await upgrade.objectStore(ROWS_STORE).getAll();
  for (let start = 0; start < rows.length; start += ARCHIVE_BLOCK_ROWS) {
    await blocks.put({ rows: rows.slice(start, start + ARCHIVE_BLOCK_ROWS) }, start / ARCHIVE_BLOCK_ROWS);
  }
  db.deleteObjectStore(ROWS_STORE);
}
