// `npm run bench:chart-trace` (after `vite build`): Chromium traces of the chart journey (./chart-figures.ts) with
// the renderer slowed as in the bench, to find what the longest main-thread tasks are made of. Prints every task of
// the journey page's main thread over 30 ms, wall and CPU time, the CPU time of the renderer's other threads meanwhile
// (they share the main thread's quota), and the events inside it that took a millisecond of CPU or more, for the first visit (which loads the chart's code) and a later one; writes the traces to
// bench/chart-trace-first.json and bench/chart-trace-later.json (open them in Chromium's performance panel).
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { generateDemoData } from '../../src/server/demo/generate';
import { startServer } from '../../src/server/start';
import { CHART_ROUND_NAME, withBenchData } from './bench-data';
import { openBenchPage } from './browser';
import { calibrate, formatCalibration } from './calibration';
import { openCharts } from './chart-figures';
import { writeFixtures } from './fixtures';
import { openJourneyPage } from './journey-page';

const repoDir = fileURLToPath(new URL('../../', import.meta.url));
const SLOWING_RATE = 4;
const SHOWN_TASK_MS = 30;
const SHOWN_EVENT_CPU_MS = 1;
/** deeper events are left out: the lines above them say enough */
const SHOWN_DEPTH = 5;
const CATEGORIES = ['devtools.timeline', 'v8', 'disabled-by-default-v8.compile', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'cc', 'blink', 'disabled-by-default-v8.cpu_profiler'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  /** wall time, µs */
  dur?: number;
  /** the thread's CPU time, µs */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string }; name?: string };
}

/** the outermost events of a task on any thread */
const TOP_LEVEL_TASKS = ['ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'];

const ms = (microseconds = 0) => (microseconds / 1000).toFixed(1).padStart(6);

function describe(event: TraceEvent): string {
  const data = event.args?.data;
  return [event.name, data?.functionName, data?.url?.replace(/^.*\//, '')].filter(Boolean).join(' ');
}

/** CPU time of `tasks` inside `window`, a task partly inside counted by its share of wall time */
function cpuWithin(tasks: TraceEvent[], window: TraceEvent): number {
  let cpu = 0;
  for (const task of tasks) {
    const overlap = Math.min(task.ts + task.dur!, window.ts + window.dur!) - Math.max(task.ts, window.ts);
    if (overlap > 0) cpu += ((task.tdur ?? 0) * overlap) / Math.max(task.dur!, 1);
  }
  return cpu;
}

/** The journey page's main thread (the renderer that ran the chart's code): its tasks over SHOWN_TASK_MS with what is in them. */
function summarizeTrace(events: TraceEvent[]): string[] {
  const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const chartCall = events.find((e) => e.name === 'FunctionCall' && e.args?.data?.url?.includes('HistoryChart'));
  const onMain = events.filter((e) => e.pid === chartCall?.pid && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.ph === 'X' && e.dur !== undefined);
  const otherTasks = events.filter(
    (e) => e.pid === chartCall?.pid && e.tid !== onMain[0]?.tid && TOP_LEVEL_TASKS.includes(e.name) && e.dur !== undefined && !/Worker thread/.test(names.get(`${e.pid}:${e.tid}`) ?? ''),
  );
  const lines: string[] = [];
  for (const task of onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur! >= SHOWN_TASK_MS * 1000)) {
    lines.push(
      `task at ${((task.ts - start) / 1000).toFixed(0)} ms: wall ${ms(task.dur)} ms, cpu ${ms(task.tdur)} ms, other threads of the renderer meanwhile cpu ${ms(cpuWithin(otherTasks, task))} ms`,
    );
    const inside = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && (e.tdur ?? 0) >= SHOWN_EVENT_CPU_MS * 1000)
      .sort((a, b) => a.ts - b.ts);
    for (const event of inside) {
      const depth = inside.filter((outer) => outer !== event && outer.ts <= event.ts && outer.ts + outer.dur! >= event.ts + event.dur!).length;
      if (depth < SHOWN_DEPTH) lines.push(`${'  '.repeat(depth + 1)}wall ${ms(event.dur)} cpu ${ms(event.tdur)} ${describe(event)}`);
    }
  }
  return lines;
}

async function main() {
  const workDir = await mkdtemp(join(tmpdir(), 'hwe-chart-trace-'));
  const staticDir = join(workDir, 'static');
  try {
    await cp(join(repoDir, 'dist'), staticDir, { recursive: true });
    await build({ configFile: join(repoDir, 'tests/bench/vite.config.ts'), build: { outDir: join(staticDir, 'bench') }, logLevel: 'warn' });
    await writeFixtures(join(staticDir, 'bench'));
    const today = new Date();
    const server = await startServer({ port: 0, dataDir: join(workDir, 'data'), staticDir, demoData: withBenchData(generateDemoData({ today }), today), demoToday: today });
    const bench = await openBenchPage(`${server.url}/bench/`);
    try {
      console.log(formatCalibration(await calibrate(bench, SLOWING_RATE)));
      const journey = await openJourneyPage(bench);
      await journey.coldStart(`${server.url}/`);
      const path = `/analysis/charts/${encodeURIComponent(CHART_ROUND_NAME)}`;
      await mkdir(join(repoDir, 'bench'), { recursive: true });
      // the first visit also loads and compiles the chunks (uPlot); the figure's later runs find them ready
      for (const visit of ['first', 'later']) {
        await bench.browser.startTracing(journey.page, { categories: CATEGORIES });
        // V8's sampling profiler starts at the page's next JavaScript (tens of ms collecting source positions): a call
        // of its own, so that this is not counted in the navigation's task
        await journey.page.evaluate(() => 0);
        const run = await openCharts(journey, path);
        const trace = JSON.parse((await bench.browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const file = `bench/chart-trace-${visit}.json`;
        await writeFile(join(repoDir, file), JSON.stringify(trace));
        console.log(`${visit} visit (${file}): first chart painted after ${run.ms.toFixed(0)} ms, longest task ${run.longestTaskMs.toFixed(0)} ms`);
        console.log(summarizeTrace(trace.traceEvents).join('\n'));
      }
      await journey.context.close();
    } finally {
      await bench.close();
      await server.close();
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
