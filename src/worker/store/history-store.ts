// Timeseries history as column blocks; each chunk of series is replaced in one transaction.
import { blocksFromSeries, seriesFromBlocks } from '../history/history-columns';
import type { HistorySeries } from '../../shared/worker-api';
import { database } from './db';

/** Replaces the whole stored history of each given series (cached per tsId), in one transaction. */
export async function replaceHistory(seriesList: readonly HistorySeries[]): Promise<void> {
  const db = await database();
  const tx = db.transaction('history', 'readwrite');
  const writes: Promise<unknown>[] = [];
  for (const series of seriesList) {
    writes.push(tx.store.delete(IDBKeyRange.bound([series.tsId, ''], [series.tsId, '\uffff'])));
    for (const block of blocksFromSeries(series)) writes.push(tx.store.put(block));
  }
  await Promise.all([...writes, tx.done]);
}

/** The stored history of each tsId; an empty series when none is stored. */
export async function readHistory(tsIds: readonly string[]): Promise<HistorySeries[]> {
  const db = await database();
  const tx = db.transaction('history', 'readonly');
  const result = await Promise.all(
    tsIds.map(async (tsId) => seriesFromBlocks(tsId, await tx.store.getAll(IDBKeyRange.bound([tsId, ''], [tsId, '\uffff'])))),
  );
  await tx.done;
  return result;
}
