// How each way of slowing acts here: the same busy loop on the main thread and in a worker, free, under the CDP
// throttle and under the CPU quota of each renderer and each worker thread (./renderer-slowing.ts). The bench measures
// with that quota.
import type { BenchBrowser } from './browser';
import { OTHER_THREADS_CORES } from './renderer-slowing';
import { summarize, type Summary } from './stats';

/** the fastest of several runs: the machine may be busy with other work, which only ever adds time */
const CALIBRATION_RUNS = 5;

interface LoopTimes {
  mainThread: Summary;
  worker: Summary;
}

interface SlowingFactors {
  mainThread: number;
  worker: number;
}

export interface Calibration {
  rate: number;
  free: LoopTimes;
  cdp: LoopTimes & { factors: SlowingFactors };
  renderer: LoopTimes & { factors: SlowingFactors; coreShare: number; periodMs: number };
}

/** tuning rounds of the renderer's quota; each runs the loop TUNING_RUNS times on each thread */
const TUNING_ROUNDS = 3;
const TUNING_RUNS = 3;
/** close enough to the asked rate: within a fifth either way */
const TOLERANCE = 1.25;

async function repeat(runs: number, once: () => Promise<number>): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  return summarize(samples);
}

async function loopTimes(bench: BenchBrowser, runs = CALIBRATION_RUNS): Promise<LoopTimes> {
  const mainThread = await repeat(runs, () => bench.page.evaluate(() => window.bench.mainThreadLoopMs()));
  const worker = await repeat(runs, () => bench.page.evaluate(() => window.bench.workerLoopMs()));
  return { mainThread, worker };
}

function withFactors(free: LoopTimes, slowed: LoopTimes): LoopTimes & { factors: SlowingFactors } {
  return { ...slowed, factors: { mainThread: slowed.mainThread.min / free.mainThread.min, worker: slowed.worker.min / free.worker.min } };
}

/**
 * Starts the renderer at 1/rate of a core and scales the share by the factor it reached (the mean of main thread and
 * worker) until the loop runs about `rate` times slower than free.
 */
async function tuneRenderer(bench: BenchBrowser, free: LoopTimes, rate: number): Promise<Calibration['renderer']> {
  let share = 1 / rate;
  for (let round = 1; ; round++) {
    bench.slowing.setCoreShare(share);
    const slowed = withFactors(free, await loopTimes(bench, TUNING_RUNS));
    const reached = (slowed.factors.mainThread + slowed.factors.worker) / 2;
    const closeEnough = reached <= rate * TOLERANCE && reached >= rate / TOLERANCE;
    if (closeEnough || round === TUNING_ROUNDS) return { ...slowed, coreShare: bench.slowing.coreShare, periodMs: bench.slowing.periodMs };
    share = (share * reached) / rate;
  }
}

/** Measures free, under CDP and under the renderer's CPU quota; leaves the page slowed by that quota, CDP off. */
export async function calibrate(bench: BenchBrowser, rate: number): Promise<Calibration> {
  bench.slowing.setCoreShare(1);
  await bench.setCpuThrottlingRate(1);
  const free = await loopTimes(bench);
  await bench.setCpuThrottlingRate(rate);
  const cdp = withFactors(free, await loopTimes(bench, TUNING_RUNS));
  await bench.setCpuThrottlingRate(1);
  const renderer = await tuneRenderer(bench, free, rate);
  return { rate, free, cdp, renderer };
}

export function formatCalibration({ rate, free, cdp, renderer }: Calibration): string {
  const ms = (summary: Summary) => `${summary.min.toFixed(0)} ms`;
  const line = (how: string, slowed: Calibration['cdp']) =>
    `  ${how.padEnd(88)} main thread ${ms(slowed.mainThread).padStart(7)} → ${slowed.factors.mainThread.toFixed(1)}×   ` +
    `worker ${ms(slowed.worker).padStart(7)} → ${slowed.factors.worker.toFixed(1)}×`;
  return [
    `Slowing calibration (fixed busy loop, fastest of ${CALIBRATION_RUNS} free, ${TUNING_RUNS} slowed; free: main thread ${ms(free.mainThread)}, worker ${ms(free.worker)}):`,
    line(`CDP Emulation.setCPUThrottlingRate ${rate} (not used)`, cdp),
    line(`quota per thread group (see README): ${(renderer.coreShare * 100).toFixed(1)} % of a core (other threads ${OTHER_THREADS_CORES}×), ${renderer.periodMs.toFixed(0)} ms period`, renderer),
  ].join('\n');
}
