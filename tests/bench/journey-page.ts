// The app itself (the built client the server serves) in a fresh browser context of the bench's Chromium, whose
// renderers run slowed (./renderer-slowing.ts), as a 360 px phone. Records, from before load:
// long tasks, when the group selection became interactive and painted, Event Timing entries (input to paint) and the
// long animation frames that held a long task, with the scripts that ran in them: a journey whose longest task is over
// 50 ms prints those, which tells what the task was without a trace (tracing slows the renderer and every figure).
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright';
import type { BenchBrowser } from './browser';
import { recordLongTasks } from './browser';

/** a category header of the group selection: the list is there and answers taps */
export const GROUP_SELECTION_READY = '.category .card-header';
/** Event Timing reports no interaction under 16 ms: such an interaction counts as 16 ms */
export const UNREPORTED_INTERACTION_MS = 16;
/** a task longer than this is a long task (the browser reports no shorter one) */
const LONG_TASK_MS = 50;

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

/** a long animation frame holding a long task, with what ran in it (each script: invoker, source, time) */
export interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: string[];
}

/** the fields of a Long Animation Frames entry read here (TypeScript's DOM types do not have it yet) */
interface LongAnimationFrameEntry extends PerformanceEntry {
  blockingDuration: number;
  scripts: { invoker: string; sourceURL: string; sourceCharPosition: number; duration: number }[];
}

/** an Event Timing entry of an interaction, with its phases: waiting for the main thread, the handlers, until the paint */
export interface InteractionEvent {
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
  journey.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as LongAnimationFrameEntry[]) {
      if (frame.blockingDuration === 0) continue;
      // no named function in here: the bench's TypeScript runner would wrap it in a helper the page does not have
      const scripts = frame.scripts.map(
        (script) => `${script.invoker.replace(/^.*\//, '')} (${script.sourceURL.replace(/^.*\//, '')}:${script.sourceCharPosition}) ${Math.round(script.duration)} ms`,
      );
      journey.__longFrames.push({ startTime: frame.startTime, duration: frame.duration, blockingDuration: frame.blockingDuration, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
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

/** With a longest task over 50 ms, prints what ran in the long animation frames `frames` (those of the same span). */
export function printLongFrames(longestTaskMs: number, frames: readonly LongFrame[]): void {
  if (longestTaskMs > LONG_TASK_MS) for (const frame of frames) console.log(describeLongFrame(frame));
}

function describeLongFrame({ startTime, duration, blockingDuration, scripts }: LongFrame): string {
  const ran = scripts.length > 0 ? scripts.join('; ') : 'no script (style, layout, paint)';
  return `  long animation frame at ${Math.round(startTime)} ms: ${Math.round(duration)} ms, blocking ${Math.round(blockingDuration)} ms: ${ran}`;
}
