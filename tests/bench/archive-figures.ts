// Issue 11 figures: the archive at scale. A server with 20,000 completed rounds × 40 entries (tests/support/large-archive,
// seeded once into BENCH_ARCHIVE_DATA_DIR, default ./data-archive, or the PostgreSQL database BENCH_ARCHIVE_DATABASE_URL;
// seeding takes minutes the first time), measured from Node (list time and bytes, "changed since", memory over 8
// concurrent calls), on the bench page in the slowed Chromium (open → first page, filter keystrokes beside the naive way)
// and in the app itself (./archive-journey.ts: the longest task of the open, warm store and first load).
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { apiPaths, CLIENT_VERSION } from '../../src/shared/api';
import { generateDemoData } from '../../src/server/demo/generate';
import { startServer, type RunningServer, type StartOptions } from '../../src/server/start';
import { withLargeArchive } from '../support/large-archive';
import { measureArchiveJourney } from './archive-journey';
import type { BenchBrowser } from './browser';
import type { PageMeasurement } from './page/measure';
import { FIGURE_RUNS, NAIVE_RUNS, sample, type SampleLimits } from './sampling';
import { summarize } from './stats';
import type { BenchRow } from './table';

const ROUNDS = 20_000;
const ENTRIES = 40;
/** typed one character at a time: matches the station lines of one station in 17 */
export const TYPED = 'archivstation s4-';
const QUICK_RUNS: SampleLimits = { minRuns: 15, maxRuns: 40, maxTotalMs: 10_000 };
const FIRST_LOAD_RUNS: SampleLimits = { minRuns: 1, maxRuns: 3, maxTotalMs: 40_000 };
const CONCURRENT_CALLS = 8;
const HEADERS = { Accept: 'application/json', 'X-Client-Browser': 'bench', 'X-Client-Version': CLIENT_VERSION, 'X-PWA': 'false' };

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  etag?: string;
}

/** One GET as a client with this Accept-Encoding sees it: the bytes on the wire, until the last one. */
export function get(url: string, encoding: string): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...HEADERS, 'Accept-Encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode!, bytes, ms: performance.now() - start, etag: response.headers.etag?.replace(/"/g, '') }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function listCalls(url: string, encoding: string): Promise<Answer[]> {
  const answers = await sample(() => get(url, encoding), FIGURE_RUNS);
  if (answers.some((answer) => answer.status !== 200)) throw new Error(`list answered ${answers.map((answer) => answer.status).join(', ')}`);
  return answers;
}

/** Peak growth of this process (the server runs in it) while `calls` list calls run at once, in MB. */
export async function memoryGrowth(url: string, calls: number): Promise<number> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    await Promise.all(Array.from({ length: calls }, () => get(url, 'br')));
  } finally {
    clearInterval(watch);
  }
  return (peak - before) / 1e6;
}

/**
 * Right after the start: /info called one after another while the server loads the list's rows in the
 * background, the longest of them, and when that warm-up ended.
 */
async function duringWarmUp(server: RunningServer): Promise<{ warmUpMs: number; longestInfoMs: number }> {
  const start = performance.now();
  let warm = false;
  const warmUp = server.warmedUp().then(() => {
    warm = true;
    return performance.now() - start;
  });
  const info: number[] = [];
  while (!warm) {
    const answer = await get(server.url + apiPaths.info(), 'br');
    if (answer.status !== 200) throw new Error(`/info answered ${answer.status}`);
    info.push(answer.ms);
  }
  return { warmUpMs: await warmUp, longestInfoMs: Math.max(...info) };
}

async function serverFigures(server: RunningServer): Promise<BenchRow[]> {
  const baseUrl = server.url;
  const url = baseUrl + apiPaths.completedRounds();
  const { warmUpMs, longestInfoMs } = await duringWarmUp(server);
  const cold = await get(url, 'br');
  const brotli = await listCalls(url, 'br');
  const gzip = await listCalls(url, 'gzip');
  const [round, scope] = brotli[0].etag!.split('.');
  const since = async (version: string, status: number) => {
    const answer = await get(baseUrl + apiPaths.completedRounds(version), 'br');
    if (answer.status !== status) throw new Error(`"changed since" answered ${answer.status}, not ${status}`);
    return answer.ms;
  };
  const oneChanged = await sample(() => since(`${Number(round) - 1}.${scope}`, 200), QUICK_RUNS);
  const unchanged = await sample(() => since(brotli[0].etag!, 304), QUICK_RUNS);
  const memory = await sample(() => memoryGrowth(url, CONCURRENT_CALLS), FIGURE_RUNS);
  const rounds = ROUNDS.toLocaleString('en-US');
  const ms = (answers: Answer[]) => summarize(answers.map((answer) => answer.ms));
  const megabytes = (answers: Answer[]) => summarize(answers.map((answer) => answer.bytes / 1e6));
  return [
    { figure: 'Archive server: warm-up after start, in the background (1 run)', unit: 'ms', result: summarize([warmUpMs]) },
    { figure: 'Archive server: /info during the warm-up, longest (1 run)', unit: 'ms', result: summarize([longestInfoMs]) },
    { figure: `Archive server: list of ${rounds} rounds, first call after start (1 run)`, unit: 'ms', budget: 300, result: summarize([cold.ms]) },
    { figure: `Archive server: list of ${rounds} rounds, brotli`, unit: 'ms', budget: 300, result: ms(brotli) },
    { figure: `Archive server: list of ${rounds} rounds, gzip`, unit: 'ms', budget: 300, result: ms(gzip) },
    { figure: 'Archive server: list bytes, brotli (MB)', unit: 'count', budget: 2, result: megabytes(brotli) },
    { figure: 'Archive server: list bytes, gzip (MB)', unit: 'count', budget: 2, result: megabytes(gzip) },
    { figure: 'Archive server: "changed since" (1 round changed)', unit: 'ms', budget: 20, result: summarize(oneChanged) },
    { figure: 'Archive server: "changed since" (nothing changed, 304)', unit: 'ms', budget: 20, result: summarize(unchanged) },
    { figure: `Archive server: memory growth over ${CONCURRENT_CALLS} concurrent list calls (MB)`, unit: 'count', budget: 50, result: summarize(memory) },
  ];
}

/** the bench page on the archive server, with a database of the list that later figures open warm */
interface StoredArchive {
  database: string;
  /** the first loads: the first into `database`, later ones each into an empty database deleted afterwards */
  firstLoads: PageMeasurement[];
}

/** Moves the bench page to the archive server and loads the list into new databases (`limits` runs). */
export async function loadArchiveStore({ page }: BenchBrowser, baseUrl: string, limits: SampleLimits): Promise<StoredArchive> {
  await page.goto(`${baseUrl}/bench/`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  const database = `bench-archive-${Date.now()}`;
  let runs = 0;
  const firstLoads = await sample(async () => {
    const name = runs++ === 0 ? database : `${database}-${runs}`;
    const measured = await page.evaluate((named) => window.bench.archiveOpen(named), name);
    if (name !== database) await page.evaluate((named) => window.bench.deleteDatabase(named), name);
    return measured;
  }, limits);
  checkTotals(firstLoads);
  return { database, firstLoads };
}

function checkTotals(runs: readonly PageMeasurement[]) {
  const totals = runs.map((run) => (run.detail as { total: number }).total);
  if (totals.some((total) => total < ROUNDS)) throw new Error(`the list held ${totals.join(', ')} rounds`);
}

const times = (runs: readonly PageMeasurement[]) => summarize(runs.map((run) => run.ms));
const tasks = (runs: readonly PageMeasurement[]) => summarize(runs.map((run) => run.longestTaskMs));

/** The stored archive opened on the bench page (alone, with a filter typed at once) and a filter typed into the open list. */
export async function measureWarmArchive({ page }: BenchBrowser, { database }: StoredArchive): Promise<BenchRow[]> {
  const warm = await sample(() => page.evaluate((named) => window.bench.archiveOpen(named), database), FIGURE_RUNS);
  checkTotals(warm);
  const openAndFilter = await sample(() => page.evaluate(([named, text]) => window.bench.archiveOpenAndFilter(named, text), [database, TYPED] as const), FIGURE_RUNS);
  const typing = await page.evaluate(([named, text]) => window.bench.archiveTyping(named, text), [database, TYPED] as const);
  const firstTimes = summarize(openAndFilter.map((run) => (run.detail as { firstMs: number }).firstMs));
  return [
    { figure: '/archive open → first page, warm store (4×)', unit: 'ms', budget: 1000, result: times(warm) },
    { figure: '/archive open, warm store, a filter typed at once → its first page (4×, from the rows read so far)', unit: 'ms', result: firstTimes },
    { figure: '/archive open, warm store, a filter typed at once → its page from every row (4×)', unit: 'ms', result: times(openAndFilter) },
    { figure: `/archive filter keystroke → page painted (4×, ${TYPED.length} keystrokes)`, unit: 'ms', budget: 100, result: times(typing) },
    { figure: '/archive longest main-thread task per keystroke (4×)', unit: 'ms', budget: 50, result: tasks(typing) },
  ];
}

async function browserFigures(bench: BenchBrowser, baseUrl: string): Promise<BenchRow[]> {
  const store = await loadArchiveStore(bench, baseUrl, FIRST_LOAD_RUNS);
  const warmRows = await measureWarmArchive(bench, store);
  const naiveArgs = [TYPED, ROUNDS, ENTRIES] as const;
  const naive = await sample(() => bench.page.evaluate(([text, rounds, entries]) => window.bench.archiveTypingNaive(text, rounds, entries), naiveArgs), {
    ...NAIVE_RUNS,
    maxRuns: 1,
  });
  await bench.page.evaluate((database) => window.bench.deleteDatabase(database), store.database);
  const naiveLabel = 'the whole list with entries filtered on the main thread';
  const naiveOf = (row: BenchRow): BenchRow => {
    if (row.figure.startsWith('/archive filter keystroke')) return { ...row, naiveLabel, naive: times(naive.flat()) };
    if (row.figure.startsWith('/archive longest main-thread task per keystroke')) return { ...row, naiveLabel, naive: tasks(naive.flat()) };
    return row;
  };
  return [
    ...warmRows.slice(0, 3),
    { figure: `/archive first load of ${ROUNDS.toLocaleString('en-US')} rounds → first page (4×)`, unit: 'ms', budget: 5000, result: times(store.firstLoads) },
    ...warmRows.slice(3).map(naiveOf),
    ...(await measureArchiveJourney(bench, baseUrl, ROUNDS.toLocaleString('en-US'), TYPED)),
  ];
}

export function archiveStorage(): Pick<StartOptions, 'dataDir' | 'databaseUrl'> {
  const databaseUrl = process.env.BENCH_ARCHIVE_DATABASE_URL;
  if (databaseUrl) return { databaseUrl };
  return { dataDir: process.env.BENCH_ARCHIVE_DATA_DIR || fileURLToPath(new URL('../../data-archive', import.meta.url)) };
}

/** The archive server of these figures (the demo data plus the large archive; seeded once, minutes the first time). */
export function startArchiveServer(staticDir: string, log: (message: string) => void): Promise<RunningServer> {
  log(`Starting the archive server (${ROUNDS.toLocaleString('en-US')} rounds × ${ENTRIES} entries; seeded once, minutes the first time)…`);
  return startServer({
    port: 0,
    staticDir,
    ...archiveStorage(),
    demoData: withLargeArchive({ ...generateDemoData(), history: [] }, ROUNDS, ENTRIES),
  });
}

/** Every archive figure; the server serves the bench page too, so the page moves to it for the browser figures. */
export async function measureArchiveFigures(bench: BenchBrowser, staticDir: string, log: (message: string) => void): Promise<BenchRow[]> {
  const server = await startArchiveServer(staticDir, log);
  try {
    log('Measuring the archive server figures…');
    const rows = await serverFigures(server);
    log('Measuring the archive browser figures…');
    return [...rows, ...(await browserFigures(bench, server.url))];
  } finally {
    await server.close();
  }
}
