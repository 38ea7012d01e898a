// `npm run bench`: builds the bench page, starts the reference server with demo data, measures every figure
// (server from Node, browser figures in real Chromium with main thread and each worker thread slowed 4× apart), prints one table and writes bench/results.json.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { generateDemoData } from '../../src/server/demo/generate';
import { startServer } from '../../src/server/start';
import { measureArchiveFigures } from './archive-figures';
import { measureArchive100k, measureSpecDialect } from './archive-scale-figures';
import { BENCH_MR_ID, MOBILE_MR_ID, VALUES_FIGURE_MR_ID, valuesFigureTsIds, withBenchData } from './bench-data';
import { openBenchPage } from './browser';
import { calibrate, formatCalibration, type Calibration } from './calibration';
import { writeFixtures } from './fixtures';
import { measureRoundPost, measureTimeseriesValues, measureTimeseriesValuesAfterChange } from './server-figures';
import { measureHistoryFigures } from './history-figures';
import { formatTable, toResultsJson, type BenchRow } from './table';
import { measureCsv, measurePhoto, measurePreload } from './worker-figures';
import { measureColdStart } from './cold-start-figures';
import { createMobileCopy, measureMobileInput } from './journey-figures';
import { formatLighthouse, measureLighthouse, type LighthouseFigure, type LighthouseRoute } from './lighthouse-figures';
import { measureCharts } from './chart-figures';
import { measureRoundListSustained, measureValuesUnderLoad } from './server-load-figures';
import { measureHostileLoad } from './hostile-load-figures';
import { measurePreloadBytes } from './bytes-figures';
import { measureJourneysAtSixTimes, SIX_TIMES_JOURNEYS } from './six-times-figures';
import { measureTwoProcesses } from './two-process-figures';

/** how many times slower than free the renderer runs in every browser figure (see ./calibration.ts) */
const SLOWING_RATE = 4;
/** a demo group for the CSV importer's route */
const CSV_GROUP = 'Demo Pegelrunde Innsbruck';
const repoDir = fileURLToPath(new URL('../../', import.meta.url));

/** The parts of the bench; `BENCH_ONLY=mobile,chart npm run bench` measures only those (and writes no results.json). */
const PARTS = ['server', 'worker', 'archive', 'archive-spec', 'archive-100k', 'cold-start', 'mobile', 'chart', 'lighthouse', 'history', 'hostile', 'bytes', 'six', 'six-worker', 'six-mobile', 'six-archive', 'processes'] as const;
type Part = (typeof PARTS)[number];
const onlyParts = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const unknownParts = onlyParts?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? [];
if (unknownParts.length > 0) throw new Error(`BENCH_ONLY: unknown part ${unknownParts.join(', ')}; the parts are ${PARTS.join(', ')}`);
const measures = (part: Part) => !onlyParts || onlyParts.includes(part);
const BROWSER_PARTS: Part[] = ['worker', 'archive', 'archive-spec', 'archive-100k', 'cold-start', 'mobile', 'chart', 'bytes', ...SIX_TIMES_JOURNEYS.map((journey) => `six-${journey}` as const), 'six'];

/** A figure that cannot be measured becomes a row saying why, so one failure does not hide the others. */
async function figureOrMissing(rows: BenchRow[], fallback: Omit<BenchRow, 'result'>, measure: () => Promise<BenchRow | BenchRow[]>) {
  try {
    const measured = await measure();
    rows.push(...(Array.isArray(measured) ? measured : [measured]));
  } catch (error) {
    console.error(`${fallback.figure}: ${(error as Error).message}`);
    rows.push({ ...fallback, missing: 'not available yet' });
  }
}

const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

/** The built app, copied (a concurrent `vite build` empties dist/), with the bench page and its fixtures under /bench/. */
async function prepareStaticDir(staticDir: string) {
  log('Copying the built app; building the bench page and fixtures…');
  await cp(join(repoDir, 'dist'), staticDir, { recursive: true });
  const benchDir = join(staticDir, 'bench');
  await build({ configFile: join(repoDir, 'tests/bench/vite.config.ts'), build: { outDir: benchDir } });
  await writeFixtures(benchDir);
}

interface Measured {
  rows: BenchRow[];
  calibration?: Calibration;
  lighthouse: LighthouseFigure[];
}

/** The browser figures: worker, then journeys in the app, in one Chromium with its renderer slowed. */
async function measureInBrowser(measured: Measured, serverUrl: string, staticDir: string) {
  log('Starting Chromium…');
  const bench = await openBenchPage(`${serverUrl}/bench/`);
  const { rows } = measured;
  try {
    measured.calibration = await calibrate(bench, SLOWING_RATE);
    console.log(formatCalibration(measured.calibration));
    if (measures('worker')) {
      log('Measuring the worker figures…');
      await figureOrMissing(rows, { figure: 'CSV: 10 MB / 100,000 rows → summary + first page', unit: 'ms', budget: 1500 }, () =>
        measureCsv(bench),
      );
      // the photo before the preload: the work the naive preload leaves behind held the photo up (README)
      await figureOrMissing(rows, { figure: 'Photo: 12 MP JPEG downscaled', unit: 'ms', budget: 1000 }, () => measurePhoto(bench));
      await figureOrMissing(rows, { figure: 'Preload: 500 timeseries × 2 years', unit: 'ms', budget: 10_000 }, () =>
        measurePreload(bench),
      );
    }
    if (measures('archive')) {
      await figureOrMissing(rows, { figure: 'Archive: 20,000 rounds (issue 11)', unit: 'ms', budget: 300 }, () =>
        measureArchiveFigures(bench, staticDir, log),
      );
    }
    if (measures('archive-spec')) await figureOrMissing(rows, { figure: 'Spec dialect: archive and charts (issue 32)', unit: 'ms' }, () => measureSpecDialect(bench, staticDir, join(staticDir, '../data-spec'), log));
    if (measures('archive-100k')) await figureOrMissing(rows, { figure: 'Archive: 100,000 rounds (issue 38)', unit: 'ms' }, () => measureArchive100k(bench, staticDir, log));
    log('Measuring the journeys in the app…');
    if (measures('cold-start')) {
      await figureOrMissing(rows, { figure: 'Cold start to interactive group selection', unit: 'ms' }, () =>
        measureColdStart(bench, serverUrl, staticDir),
      );
    }
    if (measures('mobile')) {
      await figureOrMissing(rows, { figure: 'Mobile input on 200 stations × 5 timeseries', unit: 'ms' }, () =>
        measureMobileInput(bench, serverUrl),
      );
    }
    if (measures('chart')) {
      await figureOrMissing(rows, { figure: 'Analysis charts, 32 series × 1 year hourly', unit: 'ms' }, () => measureCharts(bench, serverUrl));
    }
    if (measures('bytes')) {
      await figureOrMissing(rows, { figure: 'Preload: bytes on the wire and in IndexedDB (issue 38)', unit: 'KiB' }, () =>
        measurePreloadBytes(bench, serverUrl, MOBILE_MR_ID),
      );
    }
    // last: it leaves the renderer slowed 6×; `six-mobile` and the like measure one journey of it
    const sixTimes = SIX_TIMES_JOURNEYS.filter((journey) => measures('six') || onlyParts?.includes(`six-${journey}`));
    if (sixTimes.length > 0) {
      await figureOrMissing(rows, { figure: 'Journeys at 6× (issue 38)', unit: 'ms' }, () => measureJourneysAtSixTimes(bench, serverUrl, staticDir, log, sixTimes));
    }
  } finally {
    await bench.close();
  }
}

async function measureAll(workDir: string): Promise<Measured> {
  const staticDir = join(workDir, 'static');
  await prepareStaticDir(staticDir);
  const today = new Date();
  const demoData = withBenchData(generateDemoData({ today }), today);
  log('Starting the reference server with demo data…');
  const server = await startServer({ port: 0, dataDir: join(workDir, 'data'), staticDir, demoData, demoToday: today });
  const measured: Measured = { rows: [], lighthouse: [] };
  const { rows } = measured;
  try {
    log(`Server at ${server.url}`);
    if (measures('server')) {
      await figureOrMissing(rows, { figure: 'Server: post a 1,000-entry round', unit: 'ms', budget: 100 }, () =>
        measureRoundPost(server.url, BENCH_MR_ID),
      );
      await figureOrMissing(rows, { figure: 'Server: values of 32 ids × 1 year, p99', unit: 'ms', budget: 50 }, () =>
        measureTimeseriesValues(server.url, valuesFigureTsIds()),
      );
      await figureOrMissing(rows, { figure: 'Server: values of 32 ids × 1 year after a change, p99', unit: 'ms' }, () =>
        measureTimeseriesValuesAfterChange(server.url, VALUES_FIGURE_MR_ID, valuesFigureTsIds()),
      );
      await figureOrMissing(rows, { figure: 'Server: values of 32 ids × 1 year, 10 clients', unit: 'ms' }, () =>
        measureValuesUnderLoad(server.url, valuesFigureTsIds()),
      );
      await figureOrMissing(rows, { figure: 'Server: round list, sustained', unit: 'req/s' }, () => measureRoundListSustained(server.url));
    }
    if (BROWSER_PARTS.some(measures)) await measureInBrowser(measured, server.url, staticDir);
    if (measures('lighthouse')) {
      try {
        measured.lighthouse = await measureLighthouse(server.url, lighthouseRoutes(), log);
      } catch (error) {
        console.error(`Lighthouse: ${(error as Error).message}`);
      }
    }
    return measured;
  } finally {
    await server.close();
  }
}

/** /, the archive, a mobile round (its offline copy created first) and the CSV importer of a demo group */
const lighthouseRoutes = (): LighthouseRoute[] => [
  { label: '/', path: '/' },
  { label: '/archive', path: '/archive' },
  { label: '/mobile/{instanceId} (200 stations)', path: (page, baseUrl) => createMobileCopy(page, baseUrl) },
  { label: '/csv/{group}', path: `/csv/${encodeURIComponent(CSV_GROUP)}` },
];

async function main() {
  const workDir = await mkdtemp(join(tmpdir(), 'hwe-bench-'));
  try {
    const { rows, calibration, lighthouse } = await measureAll(workDir);
    if (measures('history')) rows.push(...(await measureHistoryFigures(log)));
    if (measures('hostile')) {
      await figureOrMissing(rows, { figure: 'Server: /info p99 under hostile load', unit: 'ms', budget: 200 }, () => measureHostileLoad(log));
    }
    if (measures('processes')) {
      await figureOrMissing(rows, { figure: 'Server: two processes behind a proxy (issue 38)', unit: 'req/s' }, () => measureTwoProcesses(log));
    }
    console.log(`\n${formatTable(rows)}\n`);
    if (lighthouse.length > 0) console.log(`${formatLighthouse(lighthouse)}\n`);
    if (onlyParts) return;
    await mkdir(join(repoDir, 'bench'), { recursive: true });
    const json = { ...toResultsJson(rows, SLOWING_RATE, calibration, new Date()), lighthouse };
    await writeFile(join(repoDir, 'bench/results.json'), `${JSON.stringify(json, null, 2)}\n`);
    log('Written to bench/results.json.');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
