// Issue 38: the journeys again on a phone slower than Lighthouse's reference: the renderer calibrated to 6× (main
// thread and worker, as at 4×), then CSV, photo, the mobile input and the archive (bench page and app) measured as at
// 4×, their rows marked 6× and given the budgets for 6×.
import { measureArchiveFigures } from './archive-figures';
import type { BenchBrowser } from './browser';
import { calibrate, formatCalibration } from './calibration';
import { measureMobileInput } from './journey-figures';
import type { BenchRow } from './table';
import { measureCsv, measurePhoto } from './worker-figures';

const RATE = 6;
/** the budgets at 6× where they differ from 4×; a row not named keeps its budget */
const BUDGETS_AT_SIX: [figureStart: string, budget: number | undefined][] = [
  ['CSV: 10 MB', 2_500],
  ['Photo: 12 MP JPEG downscaled', 1_500],
  ['Mobile input, round of 200 stations × 5 timeseries: station switch', 150],
  ['/archive first load', undefined],
];

function atSixTimes(row: BenchRow): BenchRow {
  const figure = row.figure.includes('(4×') ? row.figure.replace('(4×', `(${RATE}×`) : `${row.figure} (${RATE}×)`;
  const budget = BUDGETS_AT_SIX.find(([start]) => row.figure.startsWith(start));
  return { ...row, figure, budget: budget ? budget[1] : row.budget };
}

/** Leaves the renderer slowed 6×: run it after every 4× figure. */
export async function measureJourneysAtSixTimes(bench: BenchBrowser, serverUrl: string, staticDir: string, log: (message: string) => void): Promise<BenchRow[]> {
  const calibration = await calibrate(bench, RATE);
  console.log(formatCalibration(calibration));
  log(`Measuring CSV, photo, mobile input and archive at ${RATE}×…`);
  const rows = [...(await measureCsv(bench)), ...(await measurePhoto(bench)), ...(await measureMobileInput(bench, serverUrl))];
  const archive = await measureArchiveFigures(bench, staticDir, log);
  rows.push(...archive.filter((row) => !row.figure.startsWith('Archive server')));
  return rows.map(atSixTimes);
}
