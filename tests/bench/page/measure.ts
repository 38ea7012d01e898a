// Times one piece of work on the bench page and finds the longest main-thread task during it.
// The PerformanceObserver filling window.__longTasks is registered before page load (see ../browser.ts).

export interface PageMeasurement {
  ms: number;
  /** longest 'longtask' entry (always > 50 ms) overlapping the work; 0 when there was none */
  longestTaskMs: number;
  detail?: unknown;
}

declare global {
  interface Window {
    __longTasks: { startTime: number; duration: number }[];
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
  const overlapping = window.__longTasks.filter((task) => task.startTime < end && task.startTime + task.duration > start);
  const longestTaskMs = Math.max(0, ...overlapping.map((task) => task.duration));
  return { ms: end - start, longestTaskMs, detail };
}
