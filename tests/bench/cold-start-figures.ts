// Issue 13: cold start to the interactive group selection on Slow 4G, first visit and with the service worker warm, in
// a Chromium driven over its DevTools pipe (./cdp-pipe.ts) whose renderers the bench slows like every other; and the
// JavaScript and CSS bytes of that first route. The page gets no Runtime domain while it loads, as on a phone; the
// longest task of a first visit is measured once more with the Runtime domain on, as under Playwright, beside it.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import { join } from 'node:path';
import { printLongFrames, recordLongTasks, type BenchBrowser, type LongFrame } from './browser';
import { launchPipeBrowser, nextEvent, type PipeBrowser } from './cdp-pipe';
import { GROUP_SELECTION_READY, recordJourney } from './journey-page';
import { formatTimeline, recordRequests, type TimedRequest } from './request-timeline';
import { sample, type SampleLimits } from './sampling';
import { summarize } from './stats';
import type { BenchRow } from './table';
import { TRACE_CATEGORIES } from './trace-summary';

const TASK_BUDGET_MS = 50;
const WARM_START_BUDGET_MS = 1500;
/** issue 38: a first visit on Slow 4G reaches the interactive group selection within 1.5 s */
const FIRST_VISIT_BUDGET_MS = 1500;
const COLD_RUNS: SampleLimits = { minRuns: 3, maxRuns: 3, maxTotalMs: 0 };
const VISIT_TIMEOUT_MS = 120_000;
const POLL_MS = 200;
/** Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down, 750 kbps up */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

interface Visit {
  ms: number;
  longestTaskMs: number;
  /** wall-clock time (ms since 1970) when the group selection was interactive */
  interactiveWallMs: number;
}

interface ColdStart extends Visit {
  /** page and worker, the service worker's own requests not included */
  requests: TimedRequest[];
}

/** a page in a browser context of its own (a fresh profile: no cache, no service worker, no IndexedDB) */
interface Tab {
  targetId: string;
  sessionId: string;
  browserContextId: string;
  call<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
}

async function openTab(browser: PipeBrowser, withRuntime: boolean): Promise<Tab> {
  const { browserContextId } = await browser.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
  const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
  const tab: Tab = { targetId, sessionId, browserContextId, call: (method, params) => browser.send(method, params, sessionId) };
  await tab.call('Emulation.setDeviceMetricsOverride', { width: 360, height: 740, deviceScaleFactor: 2, mobile: false });
  await tab.call('Page.enable');
  await tab.call('Page.addScriptToEvaluateOnNewDocument', {
    source: `(${recordLongTasks})(); (${recordJourney})(${JSON.stringify(GROUP_SELECTION_READY)});`,
  });
  await tab.call('Network.enable');
  await tab.call('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  if (withRuntime) await tab.call('Runtime.enable');
  return tab;
}

/**
 * The app's worker loads scripts too: its Network domain is enabled before it runs (no Runtime domain, as the page).
 * Other targets the page starts (the service worker) just run; a service worker waiting for its debugger does not
 * answer Network.enable.
 */
function watchWorkers(browser: PipeBrowser): () => void {
  return browser.on('Target.attachedToTarget', (params) => {
    const { sessionId, targetInfo, waitingForDebugger } = params as { sessionId: string; targetInfo: { type: string }; waitingForDebugger: boolean };
    if (!waitingForDebugger) return;
    const networkWatched = targetInfo.type === 'worker' ? browser.send('Network.enable', {}, sessionId) : Promise.resolve();
    void networkWatched
      .then(() => browser.send('Runtime.runIfWaitingForDebugger', {}, sessionId))
      .catch(() => undefined); // the worker ended meanwhile
  });
}

async function evaluate<T>(tab: Tab, expression: string): Promise<T> {
  const { result, exceptionDetails } = await tab.call<{ result: { value: T; description?: string }; exceptionDetails?: unknown }>('Runtime.evaluate', {
    expression,
    returnByValue: true,
    awaitPromise: true,
  });
  if (exceptionDetails) throw new Error(`${expression}: ${result.description}`);
  return result.value;
}

/**
 * navigates and waits for the painted group selection, asking the new document every POLL_MS (an evaluation is a task
 * of under a millisecond; Playwright's waitForFunction asks every frame); then reads the figures out of the page
 */
async function visit(browser: PipeBrowser, bench: BenchBrowser, tab: Tab, url: string): Promise<Visit> {
  const committed = new Set<string>();
  const stopListening = browser.on('Page.frameNavigated', (params, sessionId) => {
    const frame = params.frame as { loaderId: string; parentId?: string };
    if (sessionId === tab.sessionId && !frame.parentId) committed.add(frame.loaderId);
  });
  try {
    const { loaderId } = await tab.call<{ loaderId: string }>('Page.navigate', { url });
    bench.slowing.attach();
    const deadline = performance.now() + VISIT_TIMEOUT_MS;
    const interactive = async () => committed.has(loaderId) && (await evaluate<boolean>(tab, 'window.__interactiveAt !== undefined'));
    while (!(await interactive())) {
      if (performance.now() > deadline) throw new Error(`cold start of ${url}: not interactive after ${VISIT_TIMEOUT_MS} ms`);
      await setTimeout(POLL_MS);
    }
  } finally {
    stopListening();
  }
  const { longFrames, ...measured } = await evaluate<Visit & { longFrames: LongFrame[] }>(
    tab,
    `(() => {
      const at = window.__interactiveAt;
      const longFrames = window.__longFrames.filter((frame) => frame.startTime < at);
      const longestTaskMs = Math.max(0, ...window.__longTasks.filter((task) => task.startTime < at).map((task) => task.duration));
      return { ms: at, longestTaskMs, interactiveWallMs: performance.timeOrigin + at, longFrames };
    })()`,
  );
  printLongFrames(measured.longestTaskMs, longFrames);
  return measured;
}

/** a Chromium trace of the browser while `run` runs, written to BENCH_TRACE_DIR (if set) */
async function traced<T>(browser: PipeBrowser, run: () => Promise<T>): Promise<T> {
  const traceDir = process.env.BENCH_TRACE_DIR;
  if (!traceDir) return run();
  await browser.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: TRACE_CATEGORIES } });
  const result = await run();
  const complete = nextEvent(browser, 'Tracing.tracingComplete');
  await browser.send('Tracing.end');
  const { stream } = (await complete) as { stream: string };
  let trace = '';
  for (let eof = false; !eof; ) {
    const chunk = await browser.send<{ data: string; eof: boolean }>('IO.read', { handle: stream });
    trace += chunk.data;
    eof = chunk.eof;
  }
  await browser.send('IO.close', { handle: stream });
  await mkdir(traceDir, { recursive: true });
  await writeFile(join(traceDir, `cold-start-${Date.now()}.json`), trace);
  return result;
}

async function coldStart(browser: PipeBrowser, bench: BenchBrowser, baseUrl: string, warm: boolean, withRuntime = false): Promise<ColdStart> {
  const tab = await openTab(browser, withRuntime);
  try {
    if (warm) {
      // the service worker precaches the app on the first visit (not measured, not slowed by the network)
      await visit(browser, bench, tab, `${baseUrl}/`);
      await evaluate(tab, 'navigator.serviceWorker.ready.then(() => true)');
    }
    const stopRecording = recordRequests(browser);
    await tab.call('Network.emulateNetworkConditions', SLOW_4G);
    const measured = await traced(browser, () => visit(browser, bench, tab, `${baseUrl}/`));
    const requests = stopRecording();
    if (warm && !(await evaluate<boolean>(tab, 'navigator.serviceWorker.controller !== null'))) throw new Error('the service worker did not control the second visit');
    return { ...measured, requests };
  } finally {
    await browser.send('Target.disposeBrowserContext', { browserContextId: tab.browserContextId });
  }
}

async function compressedSize(staticDir: string, path: string, extension: '' | '.gz' | '.br'): Promise<number> {
  const file = join(staticDir, path);
  try {
    return (await stat(file + extension)).size;
  } catch {
    return (await stat(file)).size; // small files are not precompressed
  }
}

/**
 * The JavaScript and CSS files page and worker asked for before the group selection was interactive (counted by their
 * requests until the poll saw it: the service worker's registration, asked for about 100 ms before, was counted in one
 * run and not in the next).
 */
async function firstRouteBytes(staticDir: string, visit: ColdStart): Promise<BenchRow[]> {
  const assets = visit.requests
    .filter((request) => (request.type === 'Script' || request.type === 'Stylesheet') && request.sentWallMs < visit.interactiveWallMs)
    .map((request) => request.path);
  const rows: BenchRow[] = [];
  for (const [kind, pattern] of [['JavaScript', /\.m?js$/], ['CSS', /\.css$/]] as const) {
    const files = [...new Set(assets.filter((path) => pattern.test(path)))];
    const total = async (extension: '' | '.gz' | '.br') =>
      (await Promise.all(files.map((path) => compressedSize(staticDir, path, extension)))).reduce((sum, size) => sum + size, 0) / 1024;
    const uncompressed = summarize([await total('')]);
    for (const [encoding, extension] of [['brotli', '.br'], ['gzip', '.gz']] as const) {
      rows.push({
        figure: `First route /: ${kind} (${files.length} files), ${encoding}`,
        unit: 'KiB',
        result: summarize([await total(extension)]),
        naiveLabel: 'uncompressed',
        naive: uncompressed,
      });
    }
  }
  return rows;
}

export async function measureColdStart(bench: BenchBrowser, baseUrl: string, staticDir: string): Promise<BenchRow[]> {
  const browser = await launchPipeBrowser();
  try {
    watchWorkers(browser);
    const first = await sample(() => coldStart(browser, bench, baseUrl, false), COLD_RUNS);
    const medianFirst = [...first].sort((a, b) => a.ms - b.ms)[Math.floor(first.length / 2)];
    console.log(formatTimeline(medianFirst.requests, medianFirst.interactiveWallMs - medianFirst.ms, medianFirst.interactiveWallMs));
    const warm = await sample(() => coldStart(browser, bench, baseUrl, true), COLD_RUNS);
    const underRuntime = await sample(() => coldStart(browser, bench, baseUrl, false, true), COLD_RUNS);
    const label = 'Cold start to interactive group selection, Slow 4G';
    return [
      { figure: `${label}, first visit`, unit: 'ms', budget: FIRST_VISIT_BUDGET_MS, result: summarize(first.map((run) => run.ms)) },
      { figure: `${label}, service worker warm`, unit: 'ms', budget: WARM_START_BUDGET_MS, result: summarize(warm.map((run) => run.ms)), naiveLabel: 'first visit', naive: summarize(first.map((run) => run.ms)) },
      {
        figure: 'Cold start: longest main-thread task',
        unit: 'ms',
        budget: TASK_BUDGET_MS,
        result: summarize([...first, ...warm].map((run) => run.longestTaskMs)),
        naiveLabel: 'first visit under DevTools Runtime (as Playwright)',
        naive: summarize(underRuntime.map((run) => run.longestTaskMs)),
      },
      ...(await firstRouteBytes(staticDir, medianFirst)),
    ];
  } finally {
    await browser.close();
  }
}
