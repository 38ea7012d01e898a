// The bench's additions to the demo data: one round with 500 timeseries and 2 years of daily history
// (preload figure), and 32 series with 1 year of daily values (server timeseries figure).
import { addDays, subDays } from 'date-fns';
import type { DemoData, DemoHistorySeries, DemoRound } from '../../src/server/demo/demo-data';
import type { Entry } from '../../src/shared/model';

export const BENCH_MR_ID = 900;
export const BENCH_TIMESERIES = 500;
export const PRELOAD_DAYS = 730;
export const VALUES_FIGURE_IDS = 32;
export const VALUES_FIGURE_DAYS = 365;
const PARAMETERS = [
  { tsParameter: 'W', tsName: 'Wasserstand', tsUnit: 'cm', tsPlausibilityCheck: { min: 0, max: 900 } },
  { tsParameter: 'WT', tsName: 'Wassertemperatur', tsUnit: '°C', tsPlausibilityCheck: { min: -1, max: 30 } },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const benchTsId = (index: number) => `bench-${pad(index + 1, 3)}`;
export const valuesFigureTsId = (index: number) => `bench-year-${pad(index + 1, 2)}`;

export function benchRound(): DemoRound {
  const entries: Entry[] = Array.from({ length: BENCH_TIMESERIES }, (_, index) => {
    const station = Math.floor(index / PARAMETERS.length);
    return {
      siteName: `Messstelle ${pad(station + 1, 3)}`,
      staName: `Pegel ${pad(station + 1, 3)}`,
      staNumber: `9${pad(station + 1, 5)}`,
      staOrdinal: station + 1,
      staSubOrdinal: index % PARAMETERS.length,
      tsId: benchTsId(index),
      inputType: 'NUMBER',
      ...PARAMETERS[index % PARAMETERS.length],
    };
  });
  return { mrId: BENCH_MR_ID, mrName: `Bench ${BENCH_TIMESERIES} Zeitreihen`, mrGroup: 'Benchmark', entries };
}

/** One value a day at 07:00 UTC for the `days` days before `today`. */
export function dailySeries(tsId: string, days: number, today: Date, seed: number): DemoHistorySeries {
  const first = subDays(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 7)), days);
  const t = Array.from({ length: days }, (_, day) => addDays(first, day).getTime());
  const v = t.map((_, day) => Math.round((120 + 40 * Math.sin((day + seed) / 29) + (seed % 17)) * 10) / 10);
  return { tsId, t, v };
}

export function benchHistory(today: Date): DemoHistorySeries[] {
  return [
    ...Array.from({ length: BENCH_TIMESERIES }, (_, i) => dailySeries(benchTsId(i), PRELOAD_DAYS, today, i)),
    ...Array.from({ length: VALUES_FIGURE_IDS }, (_, i) => dailySeries(valuesFigureTsId(i), VALUES_FIGURE_DAYS, today, i)),
  ];
}

export function withBenchData(demo: DemoData, today: Date): DemoData {
  return { ...demo, rounds: [...demo.rounds, benchRound()], history: [...demo.history, ...benchHistory(today)] };
}
