// The bench page: everything the Node driver (../run.ts) calls through page.evaluate.
// Each figure loads its input first and then times only the work (see ./measure.ts).
import { wrap } from 'comlink';
import { appWorker, countWriteTransactions } from './app-worker';
import { archiveBench } from './archive';
import { mainThreadLoopMs, workerLoopMs } from './calibration';
import { fixtureFile } from './fixture-file';
import { measure } from './measure';
import { chartsNaive } from './naive-charts';
import { parseCsvOnMainThread } from './naive-csv';
import { scalePhotoOnMainThread } from './naive-photo';
import { storageUsage, storedHistoryBytes } from './stored-bytes';
import type { NaivePreloadApi } from './naive-preload-worker';
import { DEFAULT_SETTINGS } from '../../../src/shared/config/settings';
import { scalePhoto } from '../../../src/worker/photos/scale-photo';
import type { CsvColumns } from '../../../src/shared/contract';

async function csvNaive(path: string, columns: CsvColumns) {
  const file = await fixtureFile(path, 'text/csv');
  return measure(() =>
    parseCsvOnMainThread(file, columns, DEFAULT_SETTINGS.defaultTime).then(({ recordCount }) => ({ recordCount })),
  );
}

/** The File handed over once; the figure ends when the summary with the first preview page is back. */
async function csvWorker(path: string, columns: CsvColumns) {
  const api = await appWorker();
  const file = await fixtureFile(path, 'text/csv');
  const measured = await measure(() =>
    api.openCsv(file, columns).then(({ importId, recordCount, preview }) => ({ importId, recordCount, previewRows: preview.length })),
  );
  await api.closeCsv((measured.detail as { importId: string }).importId);
  return measured;
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

/** The offline preload of one group; values land in the history store. */
async function preloadWorker(groupName: string) {
  const api = await appWorker();
  const { result, transactions } = await countWriteTransactions('history', () =>
    measure(async () => {
      const preloaded = await api.preloadOffline(`bench-${Date.now()}`, [groupName]);
      if (preloaded.errors.length > 0) throw new Error(`preload errors: ${preloaded.errors.map((error) => error.message).join('; ')}`);
      return preloaded;
    }),
  );
  return { ...result, transactions };
}

/** the worker's scalePhoto (its code, run here: the worker calls it inside addPhoto) with the settings' photoMaxSize, or with `maxSize` */
async function photoWorker(path: string, maxSize = DEFAULT_SETTINGS.photoMaxSize) {
  const photo = await fixtureFile(path, 'image/jpeg');
  return measure(() => scalePhoto(photo, { maxSize, quality: DEFAULT_SETTINGS.photoJpegQuality }).then((blob) => ({ bytes: blob.size })));
}

/** The photo decoded only to learn its size, as scalePhoto did for a photo that fits before it read the header. */
async function photoDecodedNaive(path: string) {
  const photo = await fixtureFile(path, 'image/jpeg');
  return measure(async () => {
    const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
    bitmap.close();
    return { bytes: photo.size };
  });
}

const bench = { mainThreadLoopMs, workerLoopMs, csvNaive, csvWorker, photoNaive, photoWorker, photoDecodedNaive, preloadNaive, preloadWorker, storageUsage, storedHistoryBytes, chartsNaive, ...archiveBench };

type BenchPageApi = typeof bench;

declare global {
  interface Window {
    bench: BenchPageApi;
  }
}

window.bench = bench;
document.getElementById('status')!.textContent = 'ready';
