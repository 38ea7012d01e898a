// Issue 13 chart figure: the analysis charts of a round of 32 timeseries with 1 year of hourly values
// (/analysis/charts/{group}, one uPlot chart per timeseries) in the app, from the in-app navigation to the first chart
// painted, and the longest main-thread task until the screen has settled; beside the naive way on the bench page
// (every chart at once with all points, ./page/naive-charts.ts).
import { CHART_ROUND_NAME, chartTsIds } from './bench-data';
import type { BenchBrowser } from './browser';
import { openJourneyPage, type JourneyPage } from './journey-page';
import { FIGURE_RUNS, NAIVE_RUNS, sample } from './sampling';
import { summarize } from './stats';
import type { BenchRow } from './table';

const TASK_BUDGET_MS = 50;
/** issue 38: the first opening paints its first chart within 1 s at 4× */
const FIRST_OPENING_BUDGET_MS = 1000;
/** the charts further down, their data and effects have this long to run before the longest task is read */
const SETTLE_MS = 2000;
const FIRST_CHART = '.history-chart canvas';

interface ChartRun {
  ms: number;
  longestTaskMs: number;
}

/** From the group selection to the analysis charts by the app's own navigation (no reload), as a link does. */
export async function openCharts(journey: JourneyPage, path: string): Promise<ChartRun> {
  const { start, painted } = await journey.page.evaluate(
    async ([chartsPath, chartSelector]) => {
      const navigated = performance.now();
      const firstChart = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector(chartSelector)) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      history.pushState(null, '', chartsPath);
      dispatchEvent(new PopStateEvent('popstate'));
      return { start: navigated, painted: await firstChart };
    },
    [path, FIRST_CHART] as const,
  );
  await journey.page.waitForTimeout(SETTLE_MS);
  const longestTaskMs = await journey.longestTaskSince(start);
  await journey.page.evaluate(() => {
    history.pushState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  return { ms: painted - start, longestTaskMs };
}

export async function measureCharts(bench: BenchBrowser, baseUrl: string): Promise<BenchRow[]> {
  const journey = await openJourneyPage(bench);
  const path = `/analysis/charts/${encodeURIComponent(CHART_ROUND_NAME)}`;
  let first: ChartRun;
  let again: ChartRun[];
  try {
    await journey.coldStart(`${baseUrl}/`);
    // the first opening loads the screen's code and asks the worker for the series for the first time: 3× the others
    first = await openCharts(journey, path);
    again = await sample(() => openCharts(journey, path), FIGURE_RUNS);
  } finally {
    await journey.context.close();
  }
  const tsIds = chartTsIds();
  const naive = await sample(() => bench.page.evaluate((ids) => window.bench.chartsNaive(ids), tsIds), NAIVE_RUNS);
  const label = `Analysis charts, ${tsIds.length} series × 1 year hourly`;
  return [
    { figure: `${label}: to the first chart painted, first opening (1 run)`, unit: 'ms', budget: FIRST_OPENING_BUDGET_MS, result: summarize([first.ms]) },
    {
      figure: `${label}: to the first chart painted, opened again`,
      unit: 'ms',
      result: summarize(again.map((run) => run.ms)),
      naiveLabel: 'all charts at once, all points',
      naive: summarize(naive.map((run) => run.ms)),
    },
    {
      figure: `${label}: longest main-thread task`,
      unit: 'ms',
      budget: TASK_BUDGET_MS,
      result: summarize([first, ...again].map((run) => run.longestTaskMs)),
      naiveLabel: 'all charts at once, all points',
      naive: summarize(naive.map((run) => run.longestTaskMs)),
    },
  ];
}
