// How the CDP CPU throttle acts here: the same busy loop on the main thread and in a worker at 1× and at the bench rate.
import type { BenchBrowser } from './browser';
import { summarize, type Summary } from './stats';

/** the fastest of several runs: the machine may be busy with other work, which only ever adds time */
const CALIBRATION_RUNS = 5;

export interface Calibration {
  rate: number;
  mainThread: { unthrottled: Summary; throttled: Summary; factor: number };
  worker: { unthrottled: Summary; throttled: Summary; factor: number };
}

async function repeat(runs: number, once: () => Promise<number>): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  return summarize(samples);
}

async function loopTimes(bench: BenchBrowser) {
  const mainThread = await repeat(CALIBRATION_RUNS, () => bench.page.evaluate(() => window.bench.mainThreadLoopMs()));
  const worker = await repeat(CALIBRATION_RUNS, () => bench.page.evaluate(() => window.bench.workerLoopMs()));
  return { mainThread, worker };
}

/** Measures at 1×, then leaves the page throttled at `rate`. */
export async function calibrate(bench: BenchBrowser, rate: number): Promise<Calibration> {
  await bench.setCpuThrottlingRate(1);
  const unthrottled = await loopTimes(bench);
  await bench.setCpuThrottlingRate(rate);
  const throttled = await loopTimes(bench);
  const factor = (before: Summary, after: Summary) => after.min / before.min;
  return {
    rate,
    mainThread: { unthrottled: unthrottled.mainThread, throttled: throttled.mainThread, factor: factor(unthrottled.mainThread, throttled.mainThread) },
    worker: { unthrottled: unthrottled.worker, throttled: throttled.worker, factor: factor(unthrottled.worker, throttled.worker) },
  };
}

export function formatCalibration(calibration: Calibration): string {
  const line = (where: string, part: Calibration['mainThread']) =>
    `  ${where.padEnd(12)} 1×: ${part.unthrottled.min.toFixed(0)} ms   ${calibration.rate}×: ${part.throttled.min.toFixed(0)} ms   → slowed ${part.factor.toFixed(1)}×`;
  return [
    `CPU throttle calibration (fixed busy loop, fastest of ${CALIBRATION_RUNS}; CDP Emulation.setCPUThrottlingRate ${calibration.rate}):`,
    line('main thread', calibration.mainThread),
    line('worker', calibration.worker),
    calibration.worker.factor < calibration.rate * 0.75
      ? '  The throttle slows the worker less than the main thread: worker figures are optimistic.'
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}
