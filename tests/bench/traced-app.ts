// The set-up of the trace scripts (./chart-trace.ts, ./mobile-trace.ts): the built app (dist/, after `vite build`) with
// the bench page, served by the reference server with the bench data, and the bench's Chromium slowed and calibrated
// as in `npm run bench`. Traces are written to bench/ (not committed).
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright';
import { build } from 'vite';
import { generateDemoData } from '../../src/server/demo/generate';
import { startServer } from '../../src/server/start';
import { withBenchData } from './bench-data';
import { openBenchPage, type BenchBrowser } from './browser';
import { calibrate, formatCalibration } from './calibration';
import { writeFixtures } from './fixtures';
import { TRACE_CATEGORIES, type TraceEvent } from './trace-summary';

const repoDir = fileURLToPath(new URL('../../', import.meta.url));
const SLOWING_RATE = 4;

export async function withTracedApp(run: (bench: BenchBrowser, serverUrl: string) => Promise<void>, builtApp = join(repoDir, 'dist')): Promise<void> {
  const workDir = await mkdtemp(join(tmpdir(), 'hwe-trace-'));
  const staticDir = join(workDir, 'static');
  try {
    await cp(builtApp, staticDir, { recursive: true });
    await build({ configFile: join(repoDir, 'tests/bench/vite.config.ts'), build: { outDir: join(staticDir, 'bench') }, logLevel: 'warn' });
    await writeFixtures(join(staticDir, 'bench'));
    const today = new Date();
    const server = await startServer({ port: 0, dataDir: join(workDir, 'data'), staticDir, demoData: withBenchData(generateDemoData({ today }), today), demoToday: today });
    const bench = await openBenchPage(`${server.url}/bench/`);
    try {
      console.log(formatCalibration(await calibrate(bench, SLOWING_RATE)));
      await run(bench, server.url);
    } finally {
      await bench.close();
      await server.close();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Runs `journey` under a trace of `page`; writes the trace to bench/`name`.json and answers its events. */
export async function traced(bench: BenchBrowser, page: Page, name: string, journey: () => Promise<void>): Promise<TraceEvent[]> {
  await bench.browser.startTracing(page, { categories: TRACE_CATEGORIES });
  // V8's sampling profiler starts at the page's next JavaScript (tens of ms collecting source positions): a call of its
  // own, so that this is not counted in the journey's first task
  await page.evaluate(() => 0);
  await journey();
  const trace = JSON.parse((await bench.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await mkdir(join(repoDir, 'bench'), { recursive: true });
  await writeFile(join(repoDir, `bench/${name}.json`), JSON.stringify(trace));
  return trace.traceEvents;
}
