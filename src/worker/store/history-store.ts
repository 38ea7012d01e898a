// Timeseries history as column blocks; each chunk of series is replaced in one transaction. Blocks are checked
// when read (issue 14): one that does not match is left out of its series and reported.
import type { TsId } from '../../shared/contract/ids';
import type { SchemaViolation } from '../../shared/schema/check';
import { StoredHistoryBlockSchema } from '../../shared/schema/stored';
import { blocksFromSeries, seriesFromBlocks } from '../history/history-columns';
import { columnLength } from '../history/compact-columns';
import { recordName } from '../http/parse-answer';
import type { HistorySeries } from '../../shared/contract';
import { database } from './db';
import type { HistoryBlock } from './schema';
import { parseStoredList } from './stored-records';

/**
 * Replaces the whole stored history of each given series (cached per tsId), in one transaction. The blocks are cut
 * before the first await: the caller may transfer the series' columns to the UI right after calling.
 */
export async function replaceHistory(seriesList: readonly HistorySeries[]): Promise<void> {
  const blocksById = seriesList.map((series) => [series.tsId, blocksFromSeries(series)] as const);
  const db = await database();
  const tx = db.transaction('history', 'readwrite');
  const writes: Promise<unknown>[] = [];
  for (const [tsId, blocks] of blocksById) {
    writes.push(tx.store.delete(IDBKeyRange.bound([tsId, ''], [tsId, '\uffff'])));
    for (const block of blocks) writes.push(tx.store.put(block));
  }
  await Promise.all([...writes, tx.done]);
}

/** The stored history of each tsId; an empty series when none is stored. */
export async function readHistory(tsIds: readonly TsId[]): Promise<HistorySeries[]> {
  const db = await database();
  const tx = db.transaction('history', 'readonly');
  const result = await Promise.all(
    tsIds.map(async (tsId) => {
      const records: unknown[] = await tx.store.getAll(IDBKeyRange.bound([tsId, ''], [tsId, '\uffff']));
      const blocks = parseStoredList(StoredHistoryBlockSchema, records, recordName(`stored history of ${tsId}`, 'month'), columnsViolation);
      return seriesFromBlocks(tsId, blocks);
    }),
  );
  await tx.done;
  return result;
}

/** The columns t and v must have one length. */
function columnsViolation(record: unknown): SchemaViolation | undefined {
  const { t, v } = record as HistoryBlock;
  const length = columnLength(t);
  return length === columnLength(v) ? undefined : { field: 'v', message: `must have as many values as t (${length})` };
}
