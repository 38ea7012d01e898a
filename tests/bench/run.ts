// `npm run bench`: builds the bench page, starts the reference server with demo data, measures every figure
// (server from Node, browser figures in real Chromium with the renderer slowed 4×, main thread and workers alike), prints one table and writes bench/results.json.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { generateDemoData } from '../../src/server/demo/generate';
import { startServer } from '../../src/server/start';
import { measureArchiveFigures } from './archive-figures';
import { BENCH_MR_ID, valuesFigureTsIds, withBenchData } from './bench-data';
import { openBenchPage } from './browser';
import { calibrate, formatCalibration, type Calibration } from './calibration';
import { writeFixtures } from './fixtures';
import { measureRoundPost, measureTimeseriesValues } from './server-figures';
import { measureHistoryFigures } from './history-figures';
import { formatTable, toResultsJson, type BenchRow } from './table';
import { measureCsv, measurePhoto, measurePreload } from './worker-figures';

/** how many times slower than free the renderer runs in every browser figure (see ./calibration.ts) */
const SLOWING_RATE = 4;
const repoDir = fileURLToPath(new URL('../../', import.meta.url));

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

/** Bench page and fixtures in a directory of their own: a concurrent `vite build` empties dist/. */
async function buildBenchPage(staticDir: string) {
  log('Building the bench page and fixtures…');
  await build({ configFile: join(repoDir, 'tests/bench/vite.config.ts'), build: { outDir: staticDir } });
  await writeFixtures(staticDir);
}

async function measureAll(workDir: string): Promise<{ rows: BenchRow[]; calibration?: Calibration }> {
  const staticDir = join(workDir, 'static');
  await buildBenchPage(staticDir);
  const today = new Date();
  const demoData = withBenchData(generateDemoData({ today }), today);
  log('Starting the reference server with demo data…');
  const server = await startServer({ port: 0, dataDir: join(workDir, 'data'), staticDir, demoData, demoToday: today });
  const rows: BenchRow[] = [];
  try {
    log(`Server at ${server.url}; measuring the server figures…`);
    await figureOrMissing(rows, { figure: 'Server: post a 1,000-entry round', unit: 'ms', budget: 100 }, () =>
      measureRoundPost(server.url, BENCH_MR_ID),
    );
    await figureOrMissing(rows, { figure: 'Server: values of 32 ids × 1 year, p99', unit: 'ms', budget: 50 }, () =>
      measureTimeseriesValues(server.url, valuesFigureTsIds()),
    );

    log('Starting Chromium…');
    const bench = await openBenchPage(`${server.url}/`);
    try {
      const calibration = await calibrate(bench, SLOWING_RATE);
      console.log(formatCalibration(calibration));
      log('Measuring the worker figures…');
      await figureOrMissing(rows, { figure: 'CSV: 10 MB / 100,000 rows → summary + first page', unit: 'ms', budget: 1500 }, () =>
        measureCsv(bench),
      );
      await figureOrMissing(rows, { figure: 'Preload: 500 timeseries × 2 years', unit: 'ms', budget: 10_000 }, () =>
        measurePreload(bench),
      );
      await figureOrMissing(rows, { figure: 'Photo: 12 MP JPEG downscaled', unit: 'ms', budget: 1000 }, () => measurePhoto(bench));
      await figureOrMissing(rows, { figure: 'Archive: 20,000 rounds (issue 11)', unit: 'ms', budget: 300 }, () =>
        measureArchiveFigures(bench, staticDir, log),
      );
      return { rows, calibration };
    } finally {
      await bench.close();
    }
  } finally {
    await server.close();
  }
}

async function main() {
  const workDir = await mkdtemp(join(tmpdir(), 'hwe-bench-'));
  try {
    const { rows, calibration } = await measureAll(workDir);
    rows.push(...(await measureHistoryFigures(log)));
    console.log(`\n${formatTable(rows)}\n`);
    await mkdir(join(repoDir, 'bench'), { recursive: true });
    const json = toResultsJson(rows, SLOWING_RATE, calibration, new Date());
    await writeFile(join(repoDir, 'bench/results.json'), `${JSON.stringify(json, null, 2)}\n`);
    log('Written to bench/results.json.');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
