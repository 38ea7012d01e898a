// Times one piece of work on the bench page and finds the longest main-thread task during it, and the long animation
// frames then. The PerformanceObservers filling window.__longTasks and __longFrames are registered before page load
// (see ../browser.ts).
import type { LongFrame } from '../browser';

export interface PageMeasurement {
  ms: number;
  /** longest 'longtask' entry (always > 50 ms) overlapping the work; 0 when there was none */
  longestTaskMs: number;
  /** the long animation frames that held a long task during the work */
  longFrames: LongFrame[];
  detail?: unknown;
}

declare global {
  interface Window {
    __longTasks: { startTime: number; duration: number }[];
    __longFrames: LongFrame[];
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts the work in its own task (long tasks are not recorded for work run directly inside page.evaluate). */
export async function measure(work: () => Promise<unknown>): Promise<PageMeasurement> {
  await nextTask();
  const start = performance.now();
  const detail = await work();
  const end = performance.now();
  await pause(200); // longtask entries are delivered asynchronously
  const during = (span: { startTime: number; duration: number }) => span.startTime < end && span.startTime + span.duration > start;
  const longestTaskMs = Math.max(0, ...window.__longTasks.filter(during).map((task) => task.duration));
  return { ms: end - start, longestTaskMs, longFrames: window.__longFrames.filter(during), detail };
}
