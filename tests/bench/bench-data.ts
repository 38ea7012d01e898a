// The bench's additions to the demo data: one round with 500 timeseries and 2 years of daily history
// (preload figure), and one with 32 timeseries and 1 year of daily values (server timeseries figure;
// the server answers values only for timeseries of a round).
import { asTsId } from '../../src/shared/contract/ids';
import { addDays, subDays } from 'date-fns';
import type { DemoData, DemoHistorySeries, DemoRound } from '../../src/server/demo/demo-data';
import type { Entry } from '../../src/shared/schema/entry';

export const BENCH_MR_ID = 900;
export const VALUES_FIGURE_MR_ID = 901;
export const BENCH_ROUND_NAME = 'Bench 500 Zeitreihen';
export const BENCH_TIMESERIES = 500;
const PRELOAD_DAYS = 730;
const VALUES_FIGURE_IDS = 32;
const VALUES_FIGURE_DAYS = 365;
const PARAMETERS = [
  { tsParameter: 'W', tsName: 'Wasserstand', tsUnit: 'cm', tsPlausibilityCheck: { min: 0, max: 900 } },
  { tsParameter: 'WT', tsName: 'Wassertemperatur', tsUnit: '°C', tsPlausibilityCheck: { min: -1, max: 30 } },
  { tsParameter: 'LF', tsName: 'Leitfähigkeit', tsUnit: 'µS/cm', tsPlausibilityCheck: { min: 0, max: 2000 } },
  { tsParameter: 'TR', tsName: 'Trübung', tsUnit: 'NTU', tsPlausibilityCheck: { min: 0, max: 1000 } },
  { tsParameter: 'PH', tsName: 'pH-Wert', tsUnit: '', tsPlausibilityCheck: { min: 0, max: 14 } },
];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const benchTsId = (index: number) => `bench-${pad(index + 1, 3)}`;
const valuesFigureTsId = (index: number) => `bench-year-${pad(index + 1, 2)}`;

/** `perStation` timeseries per station, taking the first parameters */
function roundOf(mrId: number, mrName: string, tsIds: string[], perStation = 2): DemoRound {
  const parameters = PARAMETERS.slice(0, perStation);
  const entries: Entry[] = tsIds.map((tsId, index) => {
    const station = Math.floor(index / parameters.length);
    return {
      siteName: `Messstelle ${pad(station + 1, 3)}`,
      staName: `Pegel ${pad(station + 1, 3)}`,
      staNumber: `${mrId}${pad(station + 1, 3)}`,
      staOrdinal: station + 1,
      staSubOrdinal: index % parameters.length,
      tsId: asTsId(tsId),
      importNumber: `${mrId}-${pad(index + 1, 4)}`,
      inputType: 'NUMBER',
      ...parameters[index % parameters.length],
    };
  });
  return { mrId, mrName, mrGroup: 'Benchmark', entries };
}

/** issue 13: the mobile input journey on a round of 200 stations × 5 timeseries */
export const MOBILE_MR_ID = 902;
export const MOBILE_ROUND_NAME = 'Bench 200 Messstellen';
export const MOBILE_STATIONS = 200;
const MOBILE_SERIES_PER_STATION = 5;
const mobileTsIds = () => Array.from({ length: MOBILE_STATIONS * MOBILE_SERIES_PER_STATION }, (_, i) => `bench-mobile-${pad(i + 1, 4)}`);

/** issue 13: the analysis charts of a round of 32 timeseries with 1 year of hourly values */
export const CHART_MR_ID = 903;
export const CHART_ROUND_NAME = 'Bench 32 Zeitreihen stündlich';
const CHART_SERIES = 32;
const CHART_DAYS = 365;
export const chartTsIds = () => Array.from({ length: CHART_SERIES }, (_, i) => `bench-hourly-${pad(i + 1, 2)}`);

export const benchTsIds = () => Array.from({ length: BENCH_TIMESERIES }, (_, i) => benchTsId(i));
export const valuesFigureTsIds = () => Array.from({ length: VALUES_FIGURE_IDS }, (_, i) => valuesFigureTsId(i));

export function benchRounds(): DemoRound[] {
  return [
    roundOf(BENCH_MR_ID, BENCH_ROUND_NAME, benchTsIds()),
    roundOf(VALUES_FIGURE_MR_ID, `Bench ${VALUES_FIGURE_IDS} Zeitreihen, 1 Jahr`, valuesFigureTsIds()),
    roundOf(MOBILE_MR_ID, MOBILE_ROUND_NAME, mobileTsIds(), MOBILE_SERIES_PER_STATION),
    roundOf(CHART_MR_ID, CHART_ROUND_NAME, chartTsIds()),
  ];
}

/** One value a day at 07:00 UTC for the `days` days before `today`. */
function dailySeries(tsId: string, days: number, today: Date, seed: number): DemoHistorySeries {
  const first = subDays(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 7)), days);
  const t = Array.from({ length: days }, (_, day) => addDays(first, day).getTime());
  const v = t.map((_, day) => Math.round((120 + 40 * Math.sin((day + seed) / 29) + (seed % 17)) * 10) / 10);
  return { tsId, t, v };
}

/** One value an hour for the `days` days before `today` (00:00 UTC). */
function hourlySeries(tsId: string, days: number, today: Date, seed: number): DemoHistorySeries {
  const first = subDays(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())), days).getTime();
  const t = Array.from({ length: days * 24 }, (_, hour) => first + hour * 3_600_000);
  const v = t.map((_, hour) => Math.round((120 + 40 * Math.sin((hour / 24 + seed) / 29) + 5 * Math.sin(hour / 3) + (seed % 17)) * 10) / 10);
  return { tsId, t, v };
}

export function benchHistory(today: Date): DemoHistorySeries[] {
  return [
    ...chartTsIds().map((tsId, i) => hourlySeries(tsId, CHART_DAYS, today, i)),
    ...benchTsIds().map((tsId, i) => dailySeries(tsId, PRELOAD_DAYS, today, i)),
    ...valuesFigureTsIds().map((tsId, i) => dailySeries(tsId, VALUES_FIGURE_DAYS, today, i)),
  ];
}

export function withBenchData(demo: DemoData, today: Date): DemoData {
  return { ...demo, rounds: [...demo.rounds, ...benchRounds()], history: [...demo.history, ...benchHistory(today)] };
}
