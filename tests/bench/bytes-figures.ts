// Issue 38: the bytes a preload of 500 timeseries × 2 years leaves in IndexedDB, and a round post's bytes. Each
// preload runs in a fresh browser context (empty storage) on the bench page: the growth of navigator.storage.estimate()
// and the history store's records summed by their contents; its API answers' bytes on the wire, counted in a proxy in
// front of the server (./counting-proxy.ts), with the values-compact extension and without it.
import { API_EXTENSIONS, apiPaths, type ApiExtension, type MeasureRoundResponse } from '../../src/shared/api';
import { gzipSync } from 'node:zlib';
import type { PreloadResult } from '../../src/shared/contract';
import { BENCH_ROUND_NAME, BENCH_TIMESERIES } from './bench-data';
import { recordLongTasks, type BenchBrowser } from './browser';
import { startCountingProxy, type CountingProxy } from './counting-proxy';
import { sample } from './sampling';
import { getJson, POSTED_ENTRIES, readingsFromTemplates, roundPost } from './server-figures';
import { summarize } from './stats';
import type { BenchRow } from './table';

/** half of the figure measured before issue 38 (README) */
const STORED_BUDGET_KIB = 4_908;
/** half of the first figure measured (306 KiB with values-time-deltas, issue 38; README) */
const WIRE_BUDGET_KIB = 153;
const RUNS = { minRuns: 3, maxRuns: 3, maxTotalMs: 0 };
/** bytes do not depend on the load: one run without the extension */
const ONE_RUN = { minRuns: 1, maxRuns: 1, maxTotalMs: 0 };

interface PreloadBytes {
  usage: number;
  records: number;
  contents: number;
  /** the API answers during the preload, compressed as sent */
  wire: number;
  answers: number;
}

async function preloadInFreshContext(bench: BenchBrowser, proxy: CountingProxy): Promise<PreloadBytes> {
  const context = await bench.browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(`${proxy.url}/bench/`);
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
    const before = await page.evaluate(() => window.bench.storageUsage());
    proxy.reset();
    const preloaded = await page.evaluate((name) => window.bench.preloadWorker(name), BENCH_ROUND_NAME);
    const timeseries = (preloaded.detail as PreloadResult).timeseries;
    if (timeseries !== BENCH_TIMESERIES) throw new Error(`preload covered ${timeseries} timeseries`);
    const { bytes: wire, answers } = proxy.counted();
    const after = await page.evaluate(() => window.bench.storageUsage());
    const stored = await page.evaluate(() => window.bench.storedHistoryBytes());
    return { usage: after - before, records: stored.records, contents: stored.bytes, wire, answers };
  } finally {
    await context.close();
  }
}

const kib = (values: number[]) => summarize(values.map((bytes) => bytes / 1024));

/** the preload's runs through a counting proxy in front of the server, which hides `hideExtension` if given */
async function preloadRuns(bench: BenchBrowser, baseUrl: string, limits: typeof RUNS, hideExtension?: ApiExtension) {
  const proxy = await startCountingProxy(baseUrl, hideExtension);
  try {
    return await sample(() => preloadInFreshContext(bench, proxy), limits);
  } finally {
    await proxy.close();
  }
}

export async function measurePreloadBytes(bench: BenchBrowser, baseUrl: string, mrId: number): Promise<BenchRow[]> {
  const runs = await preloadRuns(bench, baseUrl, RUNS);
  const withoutCompact = await preloadRuns(bench, baseUrl, ONE_RUN, API_EXTENSIONS.valuesCompact);
  const round = await getJson<MeasureRoundResponse>(baseUrl + apiPaths.measureRound(mrId));
  const post = roundPost(readingsFromTemplates(round.entries, POSTED_ENTRIES, new Date(Date.UTC(2026, 0, 1, 6))));
  const name = `Preload of ${BENCH_TIMESERIES} timeseries × 2 years`;
  return [
    { figure: `${name}: IndexedDB growth (storage.estimate)`, unit: 'KiB', budget: STORED_BUDGET_KIB, result: kib(runs.map((run) => run.usage)) },
    { figure: `${name}: history records' contents`, unit: 'KiB', result: kib(runs.map((run) => run.contents)) },
    { figure: `${name}: history records`, unit: 'count', result: summarize(runs.map((run) => run.records)) },
    {
      figure: `${name}: API answers on the wire, brotli`,
      unit: 'KiB',
      budget: WIRE_BUDGET_KIB,
      result: kib(runs.map((run) => run.wire)),
      naiveLabel: 'without values-compact',
      naive: kib(withoutCompact.map((run) => run.wire)),
    },
    { figure: `${name}: API answers`, unit: 'count', result: summarize(runs.map((run) => run.answers)) },
    {
      figure: `Round post of ${POSTED_ENTRIES.toLocaleString('en-US')} entries: request body, gzip (extension post-gzip)`,
      unit: 'KiB',
      result: kib([gzipSync(JSON.stringify(post)).length]),
      naiveLabel: 'uncompressed',
      naive: kib([JSON.stringify(post).length]),
    },
  ];
}
