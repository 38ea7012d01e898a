// Issue 13 journey figures of the archive in the app itself (issue 11's archive server, 20,000 rounds): the longest
// main-thread task while /archive opens by the app's own navigation from the group selection, on an empty store (the
// first load of every round) and on the stored archive after a reload (warm store), until its first page of 100 rows
// is complete, the load has ended and the screen has settled; then, on the stored archive, a filter typed into the
// app's own field one character at a time (keystroke to paint, longest task).
import { join } from 'node:path';
import { ARCHIVE_PAGE_SIZE } from '../../src/shared/rules/archive-list';
import type { BenchBrowser } from './browser';
import { openJourneyPage, withUnreported, type JourneyPage } from './journey-page';
import { sample, type SampleLimits } from './sampling';
import { summarize } from './stats';
import type { BenchRow } from './table';

const TASK_BUDGET_MS = 50;
const KEYSTROKE_BUDGET_MS = 50;
/** later rows, effects and the refresh have this long to run before the longest task is read */
const SETTLE_MS = 2000;
/** each first load needs a fresh browser context (an empty store) and takes seconds */
const FIRST_LOAD_RUNS: SampleLimits = { minRuns: 2, maxRuns: 2, maxTotalMs: 0 };
/** warm openings after each first load */
const WARM_RUNS: SampleLimits = { minRuns: 2, maxRuns: 2, maxTotalMs: 0 };

/** From the group selection to /archive by the app's own navigation; the longest task until the list has settled. */
async function openArchive(bench: BenchBrowser, journey: JourneyPage): Promise<number> {
  const traceDir = process.env.BENCH_TRACE_DIR;
  if (traceDir) await bench.browser.startTracing(journey.page, { path: join(traceDir, `archive-${Date.now()}.json`), screenshots: false });
  const start = await journey.now();
  await journey.page.evaluate(() => {
    history.pushState(null, '', '/archive');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await journey.page.waitForFunction(
    (pageSize) =>
      document.querySelectorAll('.archive-table tbody tr').length === pageSize &&
      !document.querySelector('.archive .progress') &&
      document.querySelector('.archive-age') !== null,
    ARCHIVE_PAGE_SIZE,
    { timeout: 180_000, polling: 250 },
  );
  await journey.page.waitForTimeout(SETTLE_MS);
  if (traceDir) await bench.browser.stopTracing();
  return journey.longestTaskSince(start);
}

/**
 * Types `text` into the list's filter field one character at a time, each once the field shows the one before, as a
 * user types; then waits until the list has filtered every stored round and the screen has settled. Answers each
 * keystroke's input to paint (Event Timing) and the longest main-thread task from the first keystroke on.
 */
async function typeFilter(bench: BenchBrowser, journey: JourneyPage, text: string): Promise<{ keystrokes: number[]; longestTaskMs: number }> {
  const field = journey.page.locator('.archive-filters input[type="search"]');
  await field.focus();
  const traceDir = process.env.BENCH_TRACE_DIR;
  if (traceDir) await bench.browser.startTracing(journey.page, { path: join(traceDir, `archive-typing-${Date.now()}.json`), screenshots: false });
  const start = await journey.now();
  for (let length = 1; length <= text.length; length++) {
    await journey.page.keyboard.press(text[length - 1]);
    await journey.page.waitForFunction(
      (typed) => (document.querySelector('.archive-filters input[type="search"]') as HTMLInputElement | null)?.value === typed,
      text.slice(0, length),
    );
  }
  // the filter runs over every stored round, with the reading's progress shown, and may start after the last keystroke
  const progress = journey.page.locator('.archive .progress');
  do {
    await progress.waitFor({ state: 'detached', timeout: 120_000 });
    await journey.page.waitForTimeout(SETTLE_MS);
  } while ((await progress.count()) > 0);
  if (traceDir) await bench.browser.stopTracing();
  return {
    keystrokes: withUnreported(await journey.interactionsSince(start), text.length),
    longestTaskMs: await journey.longestTaskSince(start),
  };
}

/** what the stored archive's openings and the typed filter gave */
interface WarmJourney {
  /** the longest task of each opening */
  warm: number[];
  keystrokes: number[];
  /** the longest task while the filter was typed, per typing */
  typingTasks: number[];
}

/** An app page in a fresh browser context whose store holds the archive after its first load. */
interface ArchiveJourney {
  /** the longest main-thread task of the first load */
  firstLoadTaskMs: number;
  /** reloaded and opened on the stored archive (WARM_RUNS times), then a filter typed */
  measureWarm(): Promise<WarmJourney>;
  close(): Promise<void>;
}

export async function openArchiveJourney(bench: BenchBrowser, baseUrl: string, typed: string): Promise<ArchiveJourney> {
  const journey = await openJourneyPage(bench);
  try {
    await journey.coldStart(`${baseUrl}/`);
    const firstLoadTaskMs = await openArchive(bench, journey);
    return {
      firstLoadTaskMs,
      async measureWarm() {
        // the worker forgets what it read when the app reloads
        const warm = await sample(() => journey.coldStart(`${baseUrl}/`).then(() => openArchive(bench, journey)), WARM_RUNS);
        const typing = await typeFilter(bench, journey, typed);
        return { warm, keystrokes: typing.keystrokes, typingTasks: [typing.longestTaskMs] };
      },
      close: () => journey.context.close(),
    };
  } catch (error) {
    await journey.context.close();
    throw error;
  }
}

export function warmJourneyRows({ warm, keystrokes, typingTasks }: WarmJourney, typed: string): BenchRow[] {
  return [
    { figure: '/archive in the app: longest main-thread task, warm store (4×)', unit: 'ms', budget: TASK_BUDGET_MS, result: summarize(warm) },
    { figure: `/archive in the app: filter keystroke to paint (4×, ${typed.length} keystrokes)`, unit: 'ms', budget: KEYSTROKE_BUDGET_MS, result: summarize(keystrokes) },
    { figure: '/archive in the app: longest main-thread task while a filter is typed (4×)', unit: 'ms', budget: TASK_BUDGET_MS, result: summarize(typingTasks) },
  ];
}

/** Each fresh context's first load, then its warm openings and typing; the samples of all contexts together. */
export async function measureArchiveJourney(bench: BenchBrowser, baseUrl: string, rounds: string, typed: string): Promise<BenchRow[]> {
  const all: WarmJourney = { warm: [], keystrokes: [], typingTasks: [] };
  const firstLoad = await sample(async () => {
    const journey = await openArchiveJourney(bench, baseUrl, typed);
    try {
      const measured = await journey.measureWarm();
      all.warm.push(...measured.warm);
      all.keystrokes.push(...measured.keystrokes);
      all.typingTasks.push(...measured.typingTasks);
      return journey.firstLoadTaskMs;
    } finally {
      await journey.close();
    }
  }, FIRST_LOAD_RUNS);
  const [warm, ...typing] = warmJourneyRows(all, typed);
  return [
    warm,
    { figure: `/archive in the app: longest main-thread task, first load of ${rounds} rounds (4×)`, unit: 'ms', budget: TASK_BUDGET_MS, result: summarize(firstLoad) },
    ...typing,
  ];
}
