// `npm run bench:chart-trace` (after `vite build`): Chromium traces of the chart journey (./chart-figures.ts) with
// the renderer slowed as in the bench, to find what the longest main-thread tasks are made of. Prints every task of
// the journey page's main thread over 30 ms with what it is made of (./trace-summary.ts), for the first visit (which
// loads the chart's code) and a later one; writes the traces to bench/chart-trace-first.json and
// bench/chart-trace-later.json (open them in Chromium's performance panel).
import { CHART_ROUND_NAME } from './bench-data';
import { openCharts } from './chart-figures';
import { openJourneyPage } from './journey-page';
import { summarizeTrace } from './trace-summary';
import { traced, withTracedApp } from './traced-app';

const SHOWN_TASK_MS = 30;

await withTracedApp(async (bench, serverUrl) => {
  const journey = await openJourneyPage(bench);
  await journey.coldStart(`${serverUrl}/`);
  const path = `/analysis/charts/${encodeURIComponent(CHART_ROUND_NAME)}`;
  // the first visit also loads and compiles the chunks (uPlot); the figure's later runs find them ready
  for (const visit of ['first', 'later']) {
    let run = { ms: 0, longestTaskMs: 0 };
    const events = await traced(bench, journey.page, `chart-trace-${visit}`, async () => {
      run = await openCharts(journey, path);
    });
    console.log(`${visit} visit (bench/chart-trace-${visit}.json): first chart painted after ${run.ms.toFixed(0)} ms, longest task ${run.longestTaskMs.toFixed(0)} ms`);
    console.log(summarizeTrace(events, SHOWN_TASK_MS).join('\n'));
  }
  await journey.context.close();
});
process.exit(0);
