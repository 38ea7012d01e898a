// Worker figures: CSV, preload and photo, measured on the bench page in throttled Chromium, each next to its naive alternative.
import { HISTORY_CHUNK_IDS } from '../../src/shared/api';
import type { PreloadResult } from '../../src/shared/contract';
import { DEFAULT_SETTINGS } from '../../src/shared/config/settings';
import { BENCH_ROUND_NAME, BENCH_TIMESERIES, benchTsIds } from './bench-data';
import type { BenchBrowser } from './browser';
import { CSV_COLUMNS, CSV_FILE, CSV_ROWS, PHOTO_FILE, PHOTO_WIDTH } from './fixtures';
import type { PageMeasurement } from './page/measure';
import { FIGURE_RUNS, NAIVE_RUNS, sample, type SampleLimits } from './sampling';
import { summarize } from './stats';
import type { BenchRow } from './table';

const PHOTO_QUALITY = 0.5;

const durations = (runs: readonly PageMeasurement[]) => (runs.length > 0 ? summarize(runs.map((run) => run.ms)) : undefined);
const longestTasks = (runs: readonly PageMeasurement[]) => (runs.length > 0 ? summarize(runs.map((run) => run.longestTaskMs)) : undefined);

/** A time row and a longest-main-thread-task row for one figure; the worker side stays empty until its call exists. */
function figureRows(topic: string, name: string, budgetMs: number, naiveLabel: string, naive: PageMeasurement[], worker?: PageMeasurement[]): BenchRow[] {
  return [
    { figure: name, unit: 'ms', budget: budgetMs, result: worker && durations(worker), naiveLabel, naive: durations(naive) },
    {
      figure: `${topic}: longest main-thread task`,
      unit: 'ms',
      budget: 50,
      result: worker && longestTasks(worker),
      naiveLabel,
      naive: longestTasks(naive),
    },
  ];
}

/** without `withNaive` the naive rows are measured on no run (the 6× part compares with 4× instead) */
const NO_RUNS: SampleLimits = { minRuns: 0, maxRuns: 0, maxTotalMs: 0 };

export async function measureCsv({ page }: BenchBrowser, withNaive = true): Promise<BenchRow[]> {
  const args = [CSV_FILE, CSV_COLUMNS] as const;
  const worker = await sample(() => page.evaluate(([path, columns]) => window.bench.csvWorker(path, columns), args), FIGURE_RUNS);
  const records = worker.map((run) => (run.detail as { recordCount: number }).recordCount);
  if (records.some((count) => count !== CSV_ROWS)) throw new Error(`the worker read ${records.join(', ')} of ${CSV_ROWS} rows`);
  const naive = await sample(() => page.evaluate(([path, columns]) => window.bench.csvNaive(path, columns), args), withNaive ? NAIVE_RUNS : NO_RUNS);
  return figureRows('CSV', 'CSV: 10 MB / 100,000 rows → summary + first page', 1500, 'same parse + mapping on the main thread', naive, worker);
}

export async function measurePhoto({ page }: BenchBrowser, withNaive = true): Promise<BenchRow[]> {
  const args = [PHOTO_FILE, DEFAULT_SETTINGS.photoMaxSize, PHOTO_QUALITY] as const;
  const worker = await sample(() => page.evaluate((path) => window.bench.photoWorker(path), PHOTO_FILE), FIGURE_RUNS);
  const naive = await sample(() => page.evaluate(([path, maxSize, quality]) => window.bench.photoNaive(path, maxSize, quality), args), withNaive ? NAIVE_RUNS : NO_RUNS);
  const fits = PHOTO_WIDTH + 1;
  const kept = await sample(() => page.evaluate(([path, maxSize]) => window.bench.photoWorker(path, maxSize), [PHOTO_FILE, fits] as const), FIGURE_RUNS);
  const decoded = await sample(() => page.evaluate((path) => window.bench.photoDecodedNaive(path), PHOTO_FILE), withNaive ? NAIVE_RUNS : NO_RUNS);
  return [
    ...figureRows('Photo', 'Photo: 12 MP JPEG downscaled (scalePhoto)', 1000, '<img> + canvas on the main thread', naive, worker),
    {
      figure: `Photo: 12 MP JPEG within photoMaxSize (${fits} px), kept as it is (scalePhoto)`,
      unit: 'ms',
      result: durations(kept),
      naiveLabel: 'decoded to learn its size',
      naive: durations(decoded),
    },
  ];
}

export async function measurePreload({ page }: BenchBrowser): Promise<BenchRow[]> {
  const tsIds = benchTsIds();
  const chunkCount = Math.ceil(tsIds.length / HISTORY_CHUNK_IDS);
  const worker = await sample(() => page.evaluate((name) => window.bench.preloadWorker(name), BENCH_ROUND_NAME), FIGURE_RUNS);
  const preloaded = worker.map((run) => (run.detail as PreloadResult).timeseries);
  if (preloaded.some((count) => count !== BENCH_TIMESERIES)) throw new Error(`preload covered ${preloaded.join(', ')} timeseries`);
  const naive = await sample(() => page.evaluate((ids) => window.bench.preloadNaive(ids), tsIds), NAIVE_RUNS);
  const name = `Preload: ${BENCH_TIMESERIES} timeseries × 2 years (preloadOffline)`;
  return [
    { figure: name, unit: 'ms', budget: 10_000, result: durations(worker), naiveLabel: 'one IndexedDB record per value', naive: durations(naive) },
    {
      figure: 'Preload: IndexedDB write transactions per chunk',
      unit: 'count',
      budget: 1,
      result: summarize(worker.map((run) => run.transactions / chunkCount)),
    },
  ];
}
