// Real Chromium through Playwright, with two ways to slow it (CDP CPU throttling of the main thread; the cgroups of
// ./renderer-slowing.ts for each renderer and each worker thread apart) and a long-task observer registered before load.
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { slowRenderers, type RendererSlowing } from './renderer-slowing';

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

/**
 * Long tasks and the long animation frames that held one, with the scripts that ran in them: a figure whose longest task
 * is over 50 ms prints those (printLongFrames), which tells what the task was without a trace (tracing slows the
 * renderer and every figure).
 */
export function recordLongTasks() {
  const recorded = window as unknown as { __longTasks: unknown[]; __longFrames: LongFrame[] };
  recorded.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) recorded.__longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  recorded.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as LongAnimationFrameEntry[]) {
      if (frame.blockingDuration === 0) continue;
      // no named function in here: the bench's TypeScript runner would wrap it in a helper the page does not have
      const scripts = frame.scripts.map(
        (script) => `${script.invoker.replace(/^.*\//, '')} (${script.sourceURL.replace(/^.*\//, '')}:${script.sourceCharPosition}) ${Math.round(script.duration)} ms`,
      );
      recorded.__longFrames.push({ startTime: frame.startTime, duration: frame.duration, blockingDuration: frame.blockingDuration, scripts });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** a task longer than this is a long task (the browser reports no shorter one) */
const LONG_TASK_MS = 50;

/** With a longest task over 50 ms, prints what ran in the long animation frames `frames` (those of the same span). */
export function printLongFrames(longestTaskMs: number, frames: readonly LongFrame[]): void {
  if (longestTaskMs > LONG_TASK_MS) for (const frame of frames) console.log(describeLongFrame(frame));
}

function describeLongFrame({ startTime, duration, blockingDuration, scripts }: LongFrame): string {
  const ran = scripts.length > 0 ? scripts.join('; ') : 'no script (style, layout, paint)';
  return `  long animation frame at ${Math.round(startTime)} ms: ${Math.round(duration)} ms, blocking ${Math.round(blockingDuration)} ms: ${ran}`;
}

export interface BenchBrowser {
  browser: Browser;
  page: Page;
  setCpuThrottlingRate(rate: number): Promise<void>;
  /** each renderer and each of its worker threads slowed by a CPU quota of its own; rate 1 after opening */
  slowing: RendererSlowing;
  close(): Promise<void>;
}

export async function openBenchPage(url: string): Promise<BenchBrowser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const slowing = slowRenderers();
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[bench page] ${error.message}`));
  await page.addInitScript(recordLongTasks);
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
  const cdp: CDPSession = await context.newCDPSession(page);
  return {
    browser,
    page,
    setCpuThrottlingRate: async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    },
    slowing,
    close: async () => {
      slowing.setCoreShare(1);
      await browser.close();
      slowing.stop();
    },
  };
}
