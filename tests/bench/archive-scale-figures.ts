// Issue 32 and 38 figures (`BENCH_ONLY=archive-spec`, `BENCH_ONLY=archive-100k`): the archive list from the spec
// dialect (a plain array of full rounds, read by the worker as it arrives) beside the extended one, at 20,000 rounds
// (the archive part's server, ./archive-figures.ts) and at 100,000 (PostgreSQL only: BENCH_ARCHIVE_100K_DATABASE_URL,
// seeded once as 20,000 rounds and grown by copies in SQL, ./archive-copies.sql); and the analysis charts of 32 series
// against the spec dialect (values as one plain list per chunk of 32 tsIds).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { apiPaths } from '../../src/shared/api';
import { generateDemoData } from '../../src/server/demo/generate';
import { startServer, type StartOptions } from '../../src/server/start';
import { LARGE_ARCHIVE_MR_ID, withLargeArchive } from '../support/large-archive';
import { archiveStorage, get, measureWarmArchive, memoryGrowth, TYPED } from './archive-figures';
import { openArchiveJourney, warmJourneyRows } from './archive-journey';
import { withBenchData } from './bench-data';
import { watchWorkerHeap } from './worker-heap';
import { printLongFrames, type BenchBrowser } from './browser';
import { measureCharts } from './chart-figures';
import type { PageMeasurement } from './page/measure';
import { FIGURE_RUNS, sample, type SampleLimits } from './sampling';
import { summarize } from './stats';
import type { BenchRow } from './table';

const ENTRIES = 40;
const CONCURRENT_CALLS = 8;
const ONE_RUN: SampleLimits = { minRuns: 1, maxRuns: 1, maxTotalMs: 0 };
type Dialect = NonNullable<StartOptions['dialect']>;
type Log = (message: string) => void;
/** the archive part's data set, made only when a database is seeded */
const largeArchive = () => withLargeArchive({ ...generateDemoData(), history: [] }, 20_000, ENTRIES);

/**
 * The list call from Node (time to the last byte, brotli bytes), the memory growth over 8 at once; then /archive's first
 * load in the slowed page, and with `warm` the stored archive's figures (./archive-figures.ts) on the first load's store.
 */
async function listFigures(bench: BenchBrowser, baseUrl: string, label: string, rounds: number, firstLoads: SampleLimits, warm = false): Promise<BenchRow[]> {
  const url = baseUrl + apiPaths.completedRounds();
  const answers = await sample(() => get(url, 'br'), { ...FIGURE_RUNS, maxRuns: 3 });
  if (answers.some((answer) => answer.status !== 200)) throw new Error(`the list answered ${answers.map((answer) => answer.status).join(', ')}`);
  const memory = await sample(() => memoryGrowth(url, CONCURRENT_CALLS), { ...FIGURE_RUNS, maxRuns: 3 });
  return [
    { figure: `${label}: list, time to its last byte (brotli)`, unit: 'ms', result: summarize(answers.map((answer) => answer.ms)) },
    { figure: `${label}: list bytes, brotli (MB)`, unit: 'count', budget: rounds > 20_000 ? 5 : undefined, result: summarize(answers.map((answer) => answer.bytes / 1e6)) },
    { figure: `${label}: server memory growth over ${CONCURRENT_CALLS} concurrent list calls (MB)`, unit: 'count', result: summarize(memory) },
    ...(await firstLoadFigures(bench, baseUrl, label, rounds, firstLoads, warm)),
  ];
}

/** /archive's first load on an empty store in the slowed bench page: first page, every round, longest task, the worker's heap. */
async function firstLoadFigures(bench: BenchBrowser, baseUrl: string, label: string, rounds: number, firstLoads: SampleLimits, warm = false): Promise<BenchRow[]> {
  const { page } = bench;
  await page.goto(`${baseUrl}/bench/`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  const database = `bench-archive-scale-${Date.now()}`;
  let run = 0;
  const workerHeapMb: number[] = [];
  const kept = warm ? `${database}-0` : undefined;
  const loads = await sample(async () => {
    const name = `${database}-${run++}`;
    const heap = await watchWorkerHeap(bench, 'instrumented-worker');
    try {
      return await page.evaluate((named) => window.bench.archiveFirstLoad(named), name);
    } finally {
      workerHeapMb.push(await heap.stop());
      if (name !== kept) await page.evaluate((named) => window.bench.deleteDatabase(named), name);
    }
  }, firstLoads);
  for (const load of loads) printLongFrames(load.longestTaskMs, load.longFrames);
  const totals = loads.map((load) => (load.detail as { total: number }).total);
  if (totals.some((total) => total < rounds)) throw new Error(`the list held ${totals.join(', ')} rounds`);
  const detail = (key: 'firstMs') => summarize(loads.map((load: PageMeasurement) => (load.detail as { firstMs: number })[key]));
  const warmRows = kept ? [...(await storedArchiveFigures(bench, kept, label)), ...(await appJourneyFigures(bench, baseUrl, label))] : [];
  return [
    { figure: `${label}: /archive first load → first page (4×)`, unit: 'ms', budget: rounds > 20_000 ? 15_000 : undefined, result: detail('firstMs') },
    { figure: `${label}: /archive first load → every round listed (4×)`, unit: 'ms', result: summarize(loads.map((load) => load.ms)) },
    { figure: `${label}: /archive first load, longest main-thread task (4×)`, unit: 'ms', budget: 50, result: summarize(loads.map((load) => load.longestTaskMs)) },
    { figure: `${label}: /archive first load, the worker's largest JS heap (MB)`, unit: 'count', result: summarize(workerHeapMb) },
    ...warmRows,
  ];
}

/** the archive in the app (./archive-journey.ts), one fresh context: its first load, then warm openings and typing */
async function appJourneyFigures(bench: BenchBrowser, baseUrl: string, label: string): Promise<BenchRow[]> {
  const journey = await openArchiveJourney(bench, baseUrl, TYPED);
  try {
    const warm = await journey.measureWarm();
    return [
      { figure: '/archive in the app: longest main-thread task, first load (4×)', unit: 'ms' as const, budget: 50, result: summarize([journey.firstLoadTaskMs]) },
      ...warmJourneyRows(warm, TYPED),
    ].map((row) => ({ ...row, figure: `${label}: ${row.figure}` }));
  } finally {
    await journey.close();
  }
}

/** issue 38: warm open ≤ 1 s and a filter keystroke ≤ 50 ms to paint at 100,000 rounds, on the first load's store */
async function storedArchiveFigures(bench: BenchBrowser, database: string, label: string): Promise<BenchRow[]> {
  try {
    const rows = await measureWarmArchive(bench, { database, firstLoads: [] });
    return rows.map((row) => ({ ...row, figure: `${label}: ${row.figure}`, budget: row.figure.includes('keystroke → page') ? 50 : row.budget }));
  } finally {
    await bench.page.evaluate((named) => window.bench.deleteDatabase(named), database);
  }
}

async function archiveServerFigures(
  bench: BenchBrowser,
  options: { staticDir: string; storage: Pick<StartOptions, 'dataDir' | 'databaseUrl'>; dialect: Dialect; rounds: number; firstLoads: SampleLimits; inApp?: boolean; warm?: boolean },
  log: Log,
): Promise<BenchRow[]> {
  const label = `Archive ${options.rounds.toLocaleString('en-US')} rounds, ${options.dialect} dialect`;
  log(`${label}: starting its server…`);
  const server = await startServer({
    port: 0,
    staticDir: options.staticDir,
    dialect: options.dialect,
    ...options.storage,
    demoData: largeArchive,
  });
  try {
    // the spec dialect keeps no list in memory: it has no warm-up
    if (options.dialect === 'extended') await server.warmedUp();
    log(`${label}: measuring…`);
    const rows = await listFigures(bench, server.url, label, options.rounds, options.firstLoads, options.warm);
    return options.inApp ? [...rows, await appFirstLoadFigure(bench, server.url, label)] : rows;
  } finally {
    await server.close();
  }
}

/** The 20,000-round archive from the spec dialect. */
function measureSpecArchive(bench: BenchBrowser, staticDir: string, log: Log): Promise<BenchRow[]> {
  return archiveServerFigures(bench, { staticDir, storage: archiveStorage(), dialect: 'spec', rounds: 20_000, firstLoads: { minRuns: 1, maxRuns: 2, maxTotalMs: 60_000 }, inApp: true }, log);
}

/**
 * The first load in the app itself (issue 32 item 1): the bench page paints its 100 rows in one task, the app a part of
 * 10 rows per frame, so the bench page's longest task is not the app's. Its long animation frames are printed.
 */
async function appFirstLoadFigure(bench: BenchBrowser, baseUrl: string, label: string): Promise<BenchRow> {
  const journey = await openArchiveJourney(bench, baseUrl, '');
  await journey.close();
  return { figure: `${label}: /archive in the app, first load, longest main-thread task (4×)`, unit: 'ms', budget: 50, result: summarize([journey.firstLoadTaskMs]) };
}

/** `BENCH_ONLY=archive-spec`: the 20,000-round archive and the charts of 32 series from the spec dialect. */
export async function measureSpecDialect(bench: BenchBrowser, staticDir: string, dataDir: string, log: Log): Promise<BenchRow[]> {
  const archive = await measureSpecArchive(bench, staticDir, log);
  log('Spec dialect: starting a server with the bench data for the charts…');
  const today = new Date();
  const server = await startServer({ port: 0, staticDir, dataDir, dialect: 'spec', demoData: withBenchData(generateDemoData({ today }), today), demoToday: today });
  try {
    const charts = await measureCharts(bench, server.url);
    return [...archive, ...charts.map((row) => ({ ...row, figure: `Spec dialect: ${row.figure}` }))];
  } finally {
    await server.close();
  }
}

/** `BENCH_ONLY=archive-100k`: 100,000 rounds × 40 entries from both dialects (issue 38). */
export async function measureArchive100k(bench: BenchBrowser, staticDir: string, log: Log): Promise<BenchRow[]> {
  const databaseUrl = process.env.BENCH_ARCHIVE_100K_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_ARCHIVE_100K_DATABASE_URL names the PostgreSQL database of the 100,000-round archive (tests/bench/README.md)');
  const storage = { databaseUrl };
  // seeds the 20,000 rounds when the database is empty
  await (await startServer({ port: 0, ...storage, demoData: largeArchive })).close();
  if ((await largeArchiveRounds(databaseUrl)) === 20_000) {
    log('Growing the archive to 100,000 rounds by copies in SQL (minutes)…');
    await growArchive(databaseUrl, 5);
  }
  const dialects = (process.env.BENCH_ARCHIVE_100K_DIALECTS ?? 'extended,spec').split(',');
  const rows: BenchRow[] = [];
  // the spec's list has no paging to open warm from: its warm figures are the extended dialect's
  if (dialects.includes('extended')) rows.push(...(await archiveServerFigures(bench, { staticDir, storage, dialect: 'extended', rounds: 100_000, firstLoads: ONE_RUN, warm: true }, log)));
  if (dialects.includes('spec')) rows.push(...(await archiveServerFigures(bench, { staticDir, storage, dialect: 'spec', rounds: 100_000, firstLoads: ONE_RUN }, log)));
  return rows;
}

async function largeArchiveRounds(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM completed_round WHERE mr_id = $1', [LARGE_ARCHIVE_MR_ID]);
    return rows[0].count;
  } finally {
    await client.end();
  }
}

async function growArchive(databaseUrl: string, copies: number): Promise<void> {
  const sql = (await readFile(join(import.meta.dirname, 'archive-copies.sql'), 'utf8')).replaceAll(':copies', String(copies));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
