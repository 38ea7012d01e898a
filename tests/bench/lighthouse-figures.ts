// Issue 13: Lighthouse (default mobile preset: simulated Slow 4G — 150 ms RTT, 1.6 Mbps — and 4× CPU) on the built
// app, driving Chromium over its debugging port. Every route gets a Chromium of its own on one profile, as the
// Lighthouse CLI launches one per run: in a renderer that had run the route before, Lighthouse's own start of its
// coverage (a main-thread task before the page's first byte) took 100–130 ms instead of 50–60, and its simulation
// counts that task × 4, past the first paint. A route that needs preparing gets it in a Playwright page of the same
// profile, in a Chromium closed before the run (the offline copy of the mobile round stays in IndexedDB: Lighthouse
// clears the HTTP cache, service workers and cache storage before each run, not IndexedDB). Each route runs three
// times and the run Lighthouse's own computeMedianRun picks is reported, as Lighthouse's documentation on variability
// advises: one run's blocking time swung from 16 to 372 ms on the 2-core machine.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { freePort } from '../support/free-port';
import { formatColumns } from './table';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const RUNS_PER_ROUTE = 3;

export interface LighthouseFigure {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** the performance scores of every run of the route, lowest first */
  performanceRuns: number[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
}

export interface LighthouseRoute {
  label: string;
  /** the path, or a function of a page in Lighthouse's profile that prepares the route and answers its path */
  path: string | ((page: Page, baseUrl: string) => Promise<string>);
}

type LighthouseResult = Parameters<typeof computeMedianRun>[0][number];

const audit = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr: LighthouseResult, category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);

export async function measureLighthouse(baseUrl: string, routes: readonly LighthouseRoute[], log: (message: string) => void): Promise<LighthouseFigure[]> {
  const profile = await mkdtemp(join(tmpdir(), 'hwe-lighthouse-'));
  const launch = (port?: number) =>
    chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      args: [...chromiumArgs, ...(port === undefined ? [] : [`--remote-debugging-port=${port}`])],
    });
  try {
    const figures: LighthouseFigure[] = [];
    for (const [index, route] of routes.entries()) {
      const path = typeof route.path === 'string' ? route.path : await prepared(route.path, launch, baseUrl);
      const runs: LighthouseResult[] = [];
      for (let run = 1; run <= RUNS_PER_ROUTE; run++) {
        log(`Lighthouse on ${route.label}, run ${run} of ${RUNS_PER_ROUTE}…`);
        runs.push(await lighthouseRun(route.label, baseUrl + path, launch, `${index}-${run}`, log));
      }
      const median = computeMedianRun(runs);
      figures.push({
        route: route.label,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(median, id)])) as LighthouseFigure['scores'],
        performanceRuns: runs.map((run) => score(run, 'performance')).sort((a, b) => a - b),
        fcpMs: audit(median, 'first-contentful-paint'),
        lcpMs: audit(median, 'largest-contentful-paint'),
        tbtMs: audit(median, 'total-blocking-time'),
        bytes: audit(median, 'total-byte-weight'),
      });
    }
    return figures;
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** Prepares a route in a Chromium of its own on the profile; answers the route's path. */
async function prepared(prepare: (page: Page, baseUrl: string) => Promise<string>, launch: () => Promise<BrowserContext>, baseUrl: string) {
  const context = await launch();
  try {
    return await prepare(await context.newPage(), baseUrl);
  } finally {
    await context.close();
  }
}

/** One Lighthouse run; once more when Lighthouse's recording of the load fails (NO_NAVSTART: no navigation in its trace). */
async function lighthouseRun(label: string, url: string, launch: (port: number) => Promise<BrowserContext>, name: string, log: (message: string) => void) {
  let lhr = await lighthouseInChromium(url, launch, name);
  if (lhr.runtimeError) {
    log(`Lighthouse on ${label}: ${lhr.runtimeError.message} Once more…`);
    lhr = await lighthouseInChromium(url, launch, name);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${label}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** One Lighthouse run in a Chromium of its own; answers its report. */
async function lighthouseInChromium(url: string, launch: (port: number) => Promise<BrowserContext>, name: string) {
  const port = await freePort();
  const context = await launch(port);
  try {
    const traceDir = process.env.BENCH_TRACE_DIR;
    // with a trace directory Lighthouse also keeps its artifacts (trace, devtools log) for re-running its audits
    const artifacts = traceDir ? join(traceDir, `lighthouse-${name}`) : undefined;
    const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES], gatherMode: artifacts, auditMode: artifacts };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (traceDir) await writeFile(join(traceDir, `lighthouse-${name}.json`), JSON.stringify(result.lhr));
    return result.lhr;
  } finally {
    await context.close();
  }
}

const PERFORMANCE_BUDGET = 95;

export function formatLighthouse(figures: readonly LighthouseFigure[]): string {
  const header = [`Lighthouse (mobile: Slow 4G, 4× CPU; median of ${RUNS_PER_ROUTE} runs)`, 'Performance', 'Runs', 'Accessibility', 'Best practices', 'FCP', 'LCP', 'TBT', 'Bytes', 'Verdict'];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = figures.map((figure) => [
    figure.route,
    String(figure.scores.performance),
    figure.performanceRuns.join(', '),
    String(figure.scores.accessibility),
    String(figure.scores['best-practices']),
    seconds(figure.fcpMs),
    seconds(figure.lcpMs),
    `${figure.tbtMs.toFixed(0)} ms`,
    `${(figure.bytes / 1024).toFixed(0)} KiB`,
    figure.scores.performance >= PERFORMANCE_BUDGET ? `performance ≥ ${PERFORMANCE_BUDGET}` : `PERFORMANCE UNDER ${PERFORMANCE_BUDGET}`,
  ]);
  return formatColumns(header, lines);
}
