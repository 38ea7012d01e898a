// Timeseries history as columns, one record per series (issue 38); each chunk of series is replaced in one
// transaction. Records are checked when read (issue 14): one that does not match reads as no stored history and is
// reported.
import type { TsId } from '../../shared/contract/ids';
import { StoredHistorySchema } from '../../shared/schema/stored';
import { recordFromSeries, seriesFromStored } from '../history/history-columns';
import { columnsViolation } from '../history/compact-columns';
import type { HistorySeries } from '../../shared/contract';
import { database } from './db';
import { parseStored } from './stored-records';

/**
 * Replaces the whole stored history of each given series (cached per tsId), in one transaction. The records are made
 * before the first await: the caller may transfer the series' columns to the UI right after calling.
 */
export async function replaceHistory(seriesList: readonly HistorySeries[]): Promise<void> {
  const records = seriesList.map(recordFromSeries);
  const db = await database();
  const tx = db.transaction('history', 'readwrite');
  await Promise.all([...records.map((record) => tx.store.put(record)), tx.done]);
}

/** The stored history of each tsId; an empty series when none is stored. */
export async function readHistory(tsIds: readonly TsId[]): Promise<HistorySeries[]> {
  const db = await database();
  const tx = db.transaction('history', 'readonly');
  const result = await Promise.all(
    tsIds.map(async (tsId) => {
      const stored: unknown = await tx.store.get(tsId);
      const record = stored === undefined ? undefined : parseStored(StoredHistorySchema, stored, `stored history of ${tsId}`, columnsViolation);
      return seriesFromStored(tsId, record ? [record] : []);
    }),
  );
  await tx.done;
  return result;
}
