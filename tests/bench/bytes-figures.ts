// Issue 38: the bytes a preload of 500 timeseries × 2 years leaves in IndexedDB, and a round post's bytes. Each
// preload runs in a fresh browser context (empty storage) on the bench page: the growth of navigator.storage.estimate()
// and the history store's records summed by their contents. Its bytes on the wire are not counted yet: Playwright's
// request events do not carry the app worker's requests (README).
import { apiPaths, type MeasureRoundResponse } from '../../src/shared/api';
import type { PreloadResult } from '../../src/shared/contract';
import { BENCH_ROUND_NAME, BENCH_TIMESERIES } from './bench-data';
import { recordLongTasks, type BenchBrowser } from './browser';
import { sample } from './sampling';
import { getJson, POSTED_ENTRIES, readingsFromTemplates, roundPost } from './server-figures';
import { summarize } from './stats';
import type { BenchRow } from './table';

/** half of the figure measured before issue 38 (README) */
const STORED_BUDGET_KIB = 4_908;
const RUNS = { minRuns: 3, maxRuns: 3, maxTotalMs: 0 };

interface PreloadBytes {
  usage: number;
  records: number;
  contents: number;
}

async function preloadInFreshContext(bench: BenchBrowser, baseUrl: string): Promise<PreloadBytes> {
  const context = await bench.browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(`${baseUrl}/bench/`);
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
    const before = await page.evaluate(() => window.bench.storageUsage());
    const preloaded = await page.evaluate((name) => window.bench.preloadWorker(name), BENCH_ROUND_NAME);
    const timeseries = (preloaded.detail as PreloadResult).timeseries;
    if (timeseries !== BENCH_TIMESERIES) throw new Error(`preload covered ${timeseries} timeseries`);
    const after = await page.evaluate(() => window.bench.storageUsage());
    const stored = await page.evaluate(() => window.bench.storedHistoryBytes());
    return { usage: after - before, records: stored.records, contents: stored.bytes };
  } finally {
    await context.close();
  }
}

const kib = (values: number[]) => summarize(values.map((bytes) => bytes / 1024));

export async function measurePreloadBytes(bench: BenchBrowser, baseUrl: string, mrId: number): Promise<BenchRow[]> {
  const runs = await sample(() => preloadInFreshContext(bench, baseUrl), RUNS);
  const round = await getJson<MeasureRoundResponse>(baseUrl + apiPaths.measureRound(mrId));
  const post = roundPost(readingsFromTemplates(round.entries, POSTED_ENTRIES, new Date(Date.UTC(2026, 0, 1, 6))));
  const name = `Preload of ${BENCH_TIMESERIES} timeseries × 2 years`;
  return [
    { figure: `${name}: IndexedDB growth (storage.estimate)`, unit: 'KiB', budget: STORED_BUDGET_KIB, result: kib(runs.map((run) => run.usage)) },
    { figure: `${name}: history records' contents`, unit: 'KiB', result: kib(runs.map((run) => run.contents)) },
    { figure: `${name}: history records`, unit: 'count', result: summarize(runs.map((run) => run.records)) },
    { figure: `Round post of ${POSTED_ENTRIES.toLocaleString('en-US')} entries: request body`, unit: 'KiB', result: kib([JSON.stringify(post).length]) },
  ];
}
