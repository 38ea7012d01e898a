// The app itself (the built client the server serves) in a fresh browser context of the bench's Chromium, whose
// renderers run slowed (./renderer-slowing.ts), as a 360 px phone. Records, from before load:
// long tasks and the long animation frames that held one (./browser.ts), when the group selection became interactive
// and painted, and Event Timing entries (input to paint): a journey whose longest task is over 50 ms prints those frames.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright';
import { printLongFrames, recordLongTasks, type BenchBrowser, type LongFrame } from './browser';

/** a category header of the group selection: the list is there and answers taps */
export const GROUP_SELECTION_READY = '.category .card-header';
/** Event Timing reports no interaction under 16 ms: such an interaction counts as 16 ms */
export const UNREPORTED_INTERACTION_MS = 16;

/** The latencies of `count` interactions, of which Event Timing reported `reported`: the others counted as 16 ms. */
export function withUnreported(reported: readonly number[], count: number): number[] {
  return [...reported, ...Array<number>(Math.max(0, count - reported.length)).fill(UNREPORTED_INTERACTION_MS)];
}

interface JourneyWindow {
  __longTasks: { startTime: number; duration: number }[];
  __interactiveAt?: number;
  __events: InteractionEvent[];
  __longFrames: LongFrame[];
}

/** an Event Timing entry of an interaction, with its phases: waiting for the main thread, the handlers, until the paint */
interface InteractionEvent {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

export function recordJourney(readySelector: string) {
  const journey = window as unknown as JourneyWindow;
  journey.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const { name, interactionId, startTime, duration, processingStart, processingEnd } = entry;
      journey.__events.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // the time of the first frame after the list appeared
  new MutationObserver((_, observer) => {
    if (!document.querySelector(readySelector)) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (journey.__interactiveAt = performance.now())));
  }).observe(document, { childList: true, subtree: true });
}

export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  /**
   * Loads the app at `url` until the group selection is interactive: where the journeys start. Not a figure: under
   * Playwright a first visit has a task a phone does not have (the cold start figures, ./cold-start-figures.ts)
   */
  coldStart(url: string): Promise<void>;
  /** the longest task since `startTime`; over 50 ms, what ran in the long animation frames then is printed */
  longestTaskSince(startTime: number): Promise<number>;
  now(): Promise<number>;
  /** input-to-paint of every interaction started since `startTime` (Event Timing; under 16 ms they are not reported) */
  interactionsSince(startTime: number): Promise<number[]>;
  /** the Event Timing entry that took longest since `startTime` */
  slowestEventSince(startTime: number): Promise<InteractionEvent | undefined>;
}

export async function openJourneyPage(bench: BenchBrowser): Promise<JourneyPage> {
  const context = await bench.browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[journey page] ${error.message}`));
  await page.addInitScript(recordLongTasks);
  await page.addInitScript(recordJourney, GROUP_SELECTION_READY);
  /** the longest task since `from`; over 50 ms, the long animation frames since are printed */
  const longestTaskSince = async (from: number) => {
    const [longest, frames] = await page.evaluate((since) => {
      const journey = window as unknown as JourneyWindow;
      const tasks = journey.__longTasks.filter((task) => task.startTime >= since);
      const frames = journey.__longFrames.filter((frame) => frame.startTime >= since);
      return [Math.max(0, ...tasks.map((task) => task.duration)), frames] as const;
    }, from);
    printLongFrames(longest, frames);
    return longest;
  };
  return {
    context,
    page,
    async coldStart(url) {
      const traceDir = process.env.BENCH_TRACE_DIR;
      if (traceDir) await bench.browser.startTracing(page, { path: join(traceDir, `cold-start-${Date.now()}.json`), screenshots: false });
      await page.goto(url, { waitUntil: 'commit' });
      bench.slowing.attach();
      await page.waitForFunction(() => (window as unknown as JourneyWindow).__interactiveAt, undefined, { timeout: 120_000 });
      if (traceDir) await bench.browser.stopTracing();
    },
    longestTaskSince,
    now: () => page.evaluate(() => performance.now()),
    interactionsSince: (startTime) =>
      page.evaluate((since) => {
        const byInteraction = new Map<number, number>();
        for (const event of (window as unknown as JourneyWindow).__events) {
          if (event.startTime >= since) byInteraction.set(event.interactionId, Math.max(byInteraction.get(event.interactionId) ?? 0, event.duration));
        }
        return [...byInteraction.values()];
      }, startTime),
    slowestEventSince: (startTime) =>
      page.evaluate(
        (since) => (window as unknown as JourneyWindow).__events.filter((event) => event.startTime >= since).sort((a, b) => b.duration - a.duration)[0],
        startTime,
      ),
  };
}
