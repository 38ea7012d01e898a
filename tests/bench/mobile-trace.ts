// `npm run bench:mobile-trace` (after `vite build`): a Chromium trace of the mobile input journey (./journey-figures.ts:
// station switches, then keystrokes in a value field, on the round of 200 stations × 5 timeseries) with the renderer
// slowed as in the bench. Prints the figures, the phases of the slowest event (Event Timing) and every main-thread task
// over 30 ms with what it is made of (./trace-summary.ts); writes the trace to bench/mobile-trace.json. For readable
// function names build without minifying first (`npx vite build --minify false`).
import { keystrokes, openMobileRound, stationSwitches } from './journey-figures';
import { openJourneyPage } from './journey-page';
import { summarizeTrace } from './trace-summary';
import { traced, withTracedApp } from './traced-app';

const SHOWN_TASK_MS = 30;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

await withTracedApp(async (bench, serverUrl) => {
  const journey = await openJourneyPage(bench);
  await openMobileRound(journey, serverUrl);
  let switches: number[] = [];
  let keys: number[] = [];
  const start = await journey.now();
  const events = await traced(bench, journey.page, 'mobile-trace', async () => {
    switches = await stationSwitches(journey);
    keys = await keystrokes(journey);
  });
  console.log(`station switch to paint: median ${median(switches)} ms, max ${Math.max(...switches)} ms`);
  console.log(`keystroke to paint: median ${median(keys)} ms, max ${Math.max(...keys)} ms`);
  const slowest = await journey.slowestEventSince(start);
  if (slowest) {
    const { name, startTime, duration, processingStart, processingEnd } = slowest;
    console.log(
      `slowest event: ${name} at ${(startTime - start).toFixed(0)} ms, ${duration} ms = input delay ${(processingStart - startTime).toFixed(0)} ms + ` +
        `handlers ${(processingEnd - processingStart).toFixed(0)} ms + until the paint ${(startTime + duration - processingEnd).toFixed(0)} ms`,
    );
  }
  console.log(`longest main-thread task: ${(await journey.longestTaskSince(start)).toFixed(0)} ms (bench/mobile-trace.json)`);
  console.log(summarizeTrace(events, SHOWN_TASK_MS).join('\n'));
  await journey.context.close();
});
process.exit(0);
