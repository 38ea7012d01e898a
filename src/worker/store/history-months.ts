// Issue 38: the store upgrade from one history record per series and month (keys [tsId, month] and a tsId index) to
// one per series (key tsId): IndexedDB's own cost per record and per index entry was half of what a preload took of
// the phone's storage. The month records are read in key order, so each series' months come one after another and
// only one series is held at a time. A series with a month that does not match its schema is left out (history is the
// server's, read again online).
import { unwrap, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { violationOf } from '../../shared/schema/check';
import { StoredHistoryMonthSchema } from '../../shared/schema/stored';
import { recordFromSeries, seriesFromStored } from '../history/history-columns';
import { columnsViolation } from '../history/compact-columns';
import type { HistoryMonth } from './schema';

const MONTHS_STORE = 'historyMonths';

export async function joinHistoryMonths(db: IDBPDatabase<unknown>, upgrade: IDBPTransaction<unknown, string[], 'versionchange'>): Promise<void> {
  unwrap(upgrade.objectStore('history')).name = MONTHS_STORE;
  const seriesStore = db.createObjectStore('history', { keyPath: 'tsId' });
  let tsId: string | undefined;
  let months: HistoryMonth[] = [];
  let damaged = false;
  const storeSeries = async () => {
    if (damaged) console.warn(`stored history of ${tsId} left out of the upgrade: a month does not match its schema`);
    else if (months.length > 0) await seriesStore.put(recordFromSeries(seriesFromStored(months[0].tsId, months)));
    months = [];
    damaged = false;
  };
  for (let cursor = await upgrade.objectStore(MONTHS_STORE).openCursor(); cursor; cursor = await cursor.continue()) {
    const [keyTsId] = cursor.key as [string, string];
    if (keyTsId !== tsId) {
      await storeSeries();
      tsId = keyTsId;
    }
    const value: unknown = cursor.value;
    if (violationOf(StoredHistoryMonthSchema, value) ?? columnsViolation(value)) damaged = true;
    else months.push(value as HistoryMonth);
  }
  await storeSeries();
  db.deleteObjectStore(MONTHS_STORE);
}
