// Naive alternative of the preload figure: the same chunked requests as the worker, stored one IndexedDB record per value.
import { expose } from 'comlink';
import { openDB, deleteDB } from 'idb';
import { apiPaths, HISTORY_CHUNK_IDS, type TimeseriesValuesResponse } from '../../../src/shared/api';
import { chunks } from '../../../src/shared/chunks';
import { mapConcurrently } from '../../../src/worker/util/concurrency';

const DB_NAME = 'bench-naive-values';
/** the same bounded parallelism as src/worker/history/load-history.ts */
const PARALLEL_CHUNKS = 4;

async function preloadOneRecordPerValue(tsIds: string[]): Promise<{ values: number; transactions: number }> {
  await deleteDB(DB_NAME);
  const db = await openDB(DB_NAME, 1, { upgrade: (upgrading) => upgrading.createObjectStore('values', { keyPath: ['tsId', 'dt'] }) });
  let values = 0;
  const idChunks = chunks(tsIds, HISTORY_CHUNK_IDS);
  await mapConcurrently(idChunks, PARALLEL_CHUNKS, async (ids) => {
    const response = await fetch(apiPaths.timeseriesValues(ids), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`timeseries values: ${response.status}`);
    const chunkValues = (await response.json()) as TimeseriesValuesResponse;
    const tx = db.transaction('values', 'readwrite');
    for (const value of chunkValues) void tx.store.put(value);
    await tx.done;
    values += chunkValues.length;
  });
  db.close();
  return { values, transactions: idChunks.length };
}

const api = { preloadOneRecordPerValue };
export type NaivePreloadApi = typeof api;
expose(api);
