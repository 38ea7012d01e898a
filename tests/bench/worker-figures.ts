// Worker figures: CSV, preload and photo, measured on the bench page in throttled Chromium, each next to its naive alternative.
import { HISTORY_CHUNK_IDS } from '../../src/shared/api';
import { DEFAULT_SETTINGS } from '../../src/shared/config/settings';
import { BENCH_TIMESERIES, benchTsIds } from './bench-data';
import type { BenchBrowser } from './browser';
import { CSV_FILE, CSV_SETTINGS, PHOTO_FILE } from './fixtures';
import type { PageMeasurement } from './page/measure';
import { summarize } from './stats';
import type { BenchRow } from './table';

const RUNS = 3;
const PHOTO_QUALITY = 0.5;

async function repeat<T extends PageMeasurement>(once: () => Promise<T>): Promise<T[]> {
  const runs: T[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once());
  return runs;
}

const durations = (runs: readonly PageMeasurement[]) => summarize(runs.map((run) => run.ms));
const longestTasks = (runs: readonly PageMeasurement[]) => summarize(runs.map((run) => run.longestTaskMs));

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

export async function measureCsv({ page }: BenchBrowser): Promise<BenchRow[]> {
  const naive = await repeat(() => page.evaluate(([path, startRow]) => window.bench.csvNaive(path, startRow), [CSV_FILE, CSV_SETTINGS.startRow] as const));
  return figureRows('CSV', 'CSV: 10 MB / 100,000 rows → summary + first page', 1500, 'papaparse on the main thread', naive);
}

export async function measurePhoto({ page }: BenchBrowser): Promise<BenchRow[]> {
  const args = [PHOTO_FILE, DEFAULT_SETTINGS.photoMaxSize, PHOTO_QUALITY] as const;
  const naive = await repeat(() => page.evaluate(([path, maxSize, quality]) => window.bench.photoNaive(path, maxSize, quality), args));
  return figureRows('Photo', 'Photo: 12 MP JPEG downscaled', 1000, '<img> + canvas on the main thread', naive);
}

export async function measurePreload({ page }: BenchBrowser): Promise<BenchRow[]> {
  const tsIds = benchTsIds();
  const chunkCount = Math.ceil(tsIds.length / HISTORY_CHUNK_IDS);
  const worker = await repeat(() => page.evaluate((ids) => window.bench.historyWorker(ids), tsIds));
  const naive = await repeat(() => page.evaluate((ids) => window.bench.preloadNaive(ids), tsIds));
  const name = `Preload: ${BENCH_TIMESERIES} timeseries × 2 years (getHistory)`;
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
