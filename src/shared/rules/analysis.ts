// spec archive.md §2 Analysis views and §9: readings and gaps per year for the current year and the 3
// before; the plausible range shown widened with a tooltip before/after; remarks of the last 12 months
// filtered by the default pattern Datensammler|neu; battery voltage and data collector from the metadata.
import { subMonths } from 'date-fns';
import type { PlausibilityCheck } from '../schema/entry';
import { asDate } from '../format/date';
import { userRegExp } from './user-regexp';

const ANALYSIS_YEARS_BEFORE = 3;
const ANALYSIS_REMARK_MONTHS = 12;
export const DEFAULT_ANALYSIS_REMARK_FILTER = 'Datensammler|neu';
/** each side of the plausible range is widened by this share of its span */
const PLAUSIBLE_RANGE_WIDENING = 0.1;

/** A timeseries history as columns: t epoch ms, v value (null or NaN for a gap). */
interface HistoryColumns {
  t: ArrayLike<number>;
  v: ArrayLike<number | null>;
}

export interface YearCounts {
  year: number;
  readings: number;
  /** stored values without a number (gaps, e.g. 'Lücke') */
  gaps: number;
}

/** issue 16: the analysis needs the history since 1 January (local time) of the third year before the current one. */
export function analysisHistoryStart(now: Date): Date {
  return new Date(now.getFullYear() - ANALYSIS_YEARS_BEFORE, 0, 1);
}

/** Counts for the current year and the 3 before, current year first (years in local time). */
export function yearlyCounts(history: HistoryColumns, now: Date): YearCounts[] {
  const current = now.getFullYear();
  const counts = Array.from({ length: ANALYSIS_YEARS_BEFORE + 1 }, (_, index) => ({ year: current - index, readings: 0, gaps: 0 }));
  for (let index = 0; index < history.t.length; index++) {
    const row = counts[current - new Date(history.t[index]).getFullYear()];
    if (!row) continue;
    const value = history.v[index];
    if (value === null || Number.isNaN(value)) row.gaps++;
    else row.readings++;
  }
  return counts;
}

/** The range widened by 10 % of its span on each side; with one bound or no span, by 10 % of the bound's size (1 for a bound of 0). */
export function widenedPlausibleRange(range: PlausibilityCheck | undefined): PlausibilityCheck {
  const { min, max } = range ?? {};
  const hasMin = typeof min === 'number' && Number.isFinite(min);
  const hasMax = typeof max === 'number' && Number.isFinite(max);
  const span = hasMin && hasMax ? max - min : 0;
  const margin = (bound: number) => {
    if (span > 0) return span * PLAUSIBLE_RANGE_WIDENING;
    return bound === 0 ? 1 : Math.abs(bound) * PLAUSIBLE_RANGE_WIDENING;
  };
  return { min: hasMin ? min - margin(min) : undefined, max: hasMax ? max + margin(max) : undefined };
}

/** Remarks of the last 12 months whose text matches the filter (case-insensitive regular expression), newest first. */
export function analysisRemarks<T extends { dt: string; text?: string }>(
  remarks: readonly T[],
  now: Date,
  filter: string = DEFAULT_ANALYSIS_REMARK_FILTER,
): T[] {
  const since = subMonths(now, ANALYSIS_REMARK_MONTHS).getTime();
  const pattern = userRegExp(filter);
  return remarks
    .filter((remark) => {
      const time = asDate(remark.dt)?.getTime();
      return time !== undefined && time >= since && time <= now.getTime() && pattern.test(remark.text ?? '');
    })
    .sort((a, b) => Date.parse(b.dt) - Date.parse(a.dt));
}

export const BATTERY_VOLTAGE_KEY = 'Batteriespannung';
export const DATA_COLLECTOR_KEY = 'Datensammler';

/** Battery voltage and data collector of a station, as the metadata states them. */
export function stationDeviceInfo(staMetadata: Record<string, string> | undefined): { batteryVoltage?: string; dataCollector?: string } {
  return { batteryVoltage: staMetadata?.[BATTERY_VOLTAGE_KEY], dataCollector: staMetadata?.[DATA_COLLECTOR_KEY] };
}
