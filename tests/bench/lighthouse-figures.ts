// Issue 13: Lighthouse (default mobile preset: simulated Slow 4G — 150 ms RTT, 1.6 Mbps — and 4× CPU) on the built
// app, driving Chromium over its debugging port. Every route gets a Chromium of its own on one profile, as the
// Lighthouse CLI launches one per run: in a renderer that had run the route before, Lighthouse's own start of its
// coverage (a main-thread task before the page's first byte) took 100–130 ms instead of 50–60, and its simulation
// counts that task × 4, past the first paint. A route that needs preparing gets it in a Playwright page of the same
// profile, in a Chromium closed before the run (the offline copy of the mobile round stays in IndexedDB: Lighthouse
// clears the HTTP cache, service workers and cache storage before each run, not IndexedDB).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { freePort } from '../support/free-port';
import { formatColumns } from './table';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthouseFigure {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
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

const audit = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

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
      log(`Lighthouse on ${route.label}…`);
      let lhr = await lighthouseInChromium(baseUrl + path, launch, index);
      if (lhr.runtimeError) {
        // Lighthouse's recording of the load fails now and then (NO_NAVSTART: no navigation in its trace)
        log(`Lighthouse on ${route.label}: ${lhr.runtimeError.message} Once more…`);
        lhr = await lighthouseInChromium(baseUrl + path, launch, index);
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${route.label}: ${lhr.runtimeError.message}`);
      figures.push({
        route: route.label,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)])) as LighthouseFigure['scores'],
        fcpMs: audit(lhr, 'first-contentful-paint'),
        lcpMs: audit(lhr, 'largest-contentful-paint'),
        tbtMs: audit(lhr, 'total-blocking-time'),
        bytes: audit(lhr, 'total-byte-weight'),
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

/** One Lighthouse run in a Chromium of its own; answers its report. */
async function lighthouseInChromium(url: string, launch: (port: number) => Promise<BrowserContext>, index: number) {
  const port = await freePort();
  const context = await launch(port);
  try {
    const traceDir = process.env.BENCH_TRACE_DIR;
    // with a trace directory Lighthouse also keeps its artifacts (trace, devtools log) for re-running its audits
    const artifacts = traceDir ? join(traceDir, `lighthouse-${index}`) : undefined;
    const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES], gatherMode: artifacts, auditMode: artifacts };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (traceDir) await writeFile(join(traceDir, `lighthouse-${index}.json`), JSON.stringify(result.lhr));
    return result.lhr;
  } finally {
    await context.close();
  }
}

const PERFORMANCE_BUDGET = 95;

export function formatLighthouse(figures: readonly LighthouseFigure[]): string {
  const header = ['Lighthouse (mobile: Slow 4G, 4× CPU)', 'Performance', 'Accessibility', 'Best practices', 'FCP', 'LCP', 'TBT', 'Bytes', 'Verdict'];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = figures.map((figure) => [
    figure.route,
    String(figure.scores.performance),
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
