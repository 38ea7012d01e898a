// Issue 13: Lighthouse (default mobile preset: simulated Slow 4G — 150 ms RTT, 1.6 Mbps — and 4× CPU) on the built
// app, driving the same Chromium over its debugging port. Before the runs a Playwright page in the same profile
// creates the offline copy of the mobile round, so /mobile/{instanceId} has its round in IndexedDB (Lighthouse clears
// the HTTP cache, service workers and cache storage before each run, not IndexedDB).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright';
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
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    const page = await context.newPage();
    const paths: string[] = [];
    for (const route of routes) paths.push(typeof route.path === 'string' ? route.path : await route.path(page, baseUrl));
    await page.close();
    const figures: LighthouseFigure[] = [];
    for (const [index, route] of routes.entries()) {
      log(`Lighthouse on ${route.label}…`);
      const result = await lighthouse(baseUrl + paths[index], { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${route.label}`);
      const { lhr } = result;
      const traceDir = process.env.BENCH_TRACE_DIR;
      if (traceDir) await writeFile(join(traceDir, `lighthouse-${index}.json`), JSON.stringify(lhr));
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
    await context.close();
    await rm(profile, { recursive: true, force: true });
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
