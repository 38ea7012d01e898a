// The bench page: everything the Node driver (../run.ts) calls through page.evaluate.
// Each figure loads its input first and then times only the work (see ./measure.ts).
import { wrap } from 'comlink';
import { appWorker, countWriteTransactions } from './app-worker';
import { mainThreadLoopMs, workerLoopMs } from './calibration';
import { fixtureFile } from './fixture-file';
import { measure } from './measure';
import { parseCsvOnMainThread } from './naive-csv';
import { scalePhotoOnMainThread } from './naive-photo';
import type { NaivePreloadApi } from './naive-preload-worker';

async function csvNaive(path: string, startRow: number) {
  const file = await fixtureFile(path, 'text/csv');
  return measure(() => parseCsvOnMainThread(file, startRow).then(({ rows }) => ({ rows })));
}

async function photoNaive(path: string, maxSize: number, quality: number) {
  const photo = await fixtureFile(path, 'image/jpeg');
  return measure(() => scalePhotoOnMainThread(photo, maxSize, quality).then((blob) => ({ bytes: blob.size })));
}

async function preloadNaive(tsIds: string[]) {
  const worker = new Worker(new URL('./naive-preload-worker.ts', import.meta.url), { type: 'module' });
  try {
    return await measure(() => wrap<NaivePreloadApi>(worker).preloadOneRecordPerValue(tsIds));
  } finally {
    worker.terminate();
  }
}

/** Until the worker's preload call exists: the historic-values step through getHistory, as the chart and analysis call it. */
async function historyWorker(tsIds: string[]) {
  const api = await appWorker();
  const { result, transactions } = await countWriteTransactions('history', () =>
    measure(() => api.getHistory(tsIds).then(({ series }) => ({ values: series.reduce((sum, s) => sum + s.t.length, 0) }))),
  );
  return { ...result, transactions };
}

const bench = { mainThreadLoopMs, workerLoopMs, csvNaive, photoNaive, preloadNaive, historyWorker };

export type BenchPageApi = typeof bench;

declare global {
  interface Window {
    bench: BenchPageApi;
  }
}

window.bench = bench;
document.getElementById('status')!.textContent = 'ready';
