// spec entry.md §4 volume timer: the stopwatch is an input device of the volume/time form, read on the main thread
// (it ticks every 100 ms, too often to ask the worker); the time it reads is a typed value like any other.

/** The running stopwatch shows the time every 100 ms. */
export const TIMER_TICK_MS = 100;

/** The stopwatch reading in seconds: 1 decimal while it runs, fixed to 2 decimals when stopped. */
export function timerSeconds(elapsedMs: number, stopped: boolean): number {
  const perSecond = stopped ? 100 : 10;
  return Math.round((elapsedMs * perSecond) / 1000) / perSecond;
}
