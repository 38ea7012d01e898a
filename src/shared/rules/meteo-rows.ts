// spec entry.md §2 Meteo input, §4 Meteo rows, §5 Meteo post, §9 meteo default time 07:00:
// one row per day of the month up to the end of today, time zone fixed to MEZ (UTC+01:00).
import { isValidNumber } from '../format/number';

export type MeteoField = 'precipitation' | 'snowHeight' | 'freshSnow' | 'airTemperature';
export const METEO_FIELDS: readonly MeteoField[] = ['precipitation', 'snowHeight', 'freshSnow', 'airTemperature'];

const METEO_DEFAULT_TIME = '07:00';
/** MEZ = Central European (winter) time, all year round */
const MEZ_UTC_OFFSET = '+01:00';
const NO_MEASUREMENT_REMARK = 'keine Messung';

export interface MeteoRow {
  /** calendar day in MEZ, yyyy-MM-dd */
  day: string;
  /** HH:mm in MEZ */
  time: string;
  precipitation?: number | null;
  /** stored as the remark of the precipitation series */
  precipitationType?: string;
  snowHeight?: number | null;
  freshSnow?: number | null;
  airTemperature?: number | null;
  /** station remark */
  remark?: string;
  /** the day's timeseries already has stored data: the row is read-only */
  hasStoredData?: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Calendar day (yyyy-MM-dd) and time (HH:mm) of an instant in MEZ, whatever the device time zone. */
export function mezDayTime(instant: Date): { day: string; time: string } {
  const shifted = new Date(instant.getTime() + HOUR_MS).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** Today's calendar day in MEZ (yyyy-MM-dd). */
export function mezToday(now: Date): string {
  return mezDayTime(now).day;
}

/** The days of `month` (yyyy-MM) from the 1st up to and including today (MEZ); empty for a future month. */
export function meteoDays(month: string, now: Date): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const today = mezToday(now);
  const days: string[] = [];
  for (let time = Date.UTC(year, monthNumber - 1, 1); ; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (!day.startsWith(month) || day > today) return days;
    days.push(day);
  }
}

/** An empty row per day, at the default time 07:00. */
export function emptyMeteoRows(month: string, now: Date): MeteoRow[] {
  return meteoDays(month, now).map((day) => ({ day, time: METEO_DEFAULT_TIME }));
}

function isValidTime(time: string | undefined): boolean {
  return time !== undefined && /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
}

/** The row's reading time as an ISO instant (day and time read in MEZ). */
export function meteoRowDateTime(row: Pick<MeteoRow, 'day' | 'time'>): string | undefined {
  if (!isValidTime(row.time)) return undefined;
  return new Date(`${row.day}T${row.time}:00${MEZ_UTC_OFFSET}`).toISOString();
}

/** Past days whose timeseries already has stored data are read-only. */
export function isMeteoRowEditable(row: MeteoRow): boolean {
  return !row.hasStoredData;
}

/** Complete: every numeric field of the station's series is a valid number, or the remark contains 'keine Messung'. */
export function isMeteoRowComplete(row: MeteoRow, fields: readonly MeteoField[] = METEO_FIELDS): boolean {
  if (row.remark?.toLowerCase().includes(NO_MEASUREMENT_REMARK.toLowerCase())) return true;
  return fields.every((field) => isValidNumber(row[field]));
}

export function isMeteoRowEmpty(row: MeteoRow): boolean {
  const hasValue = METEO_FIELDS.some((field) => row[field] !== undefined && row[field] !== null);
  return !hasValue && !row.precipitationType?.trim() && !row.remark?.trim();
}

/** Editing a row is disabled until the previous editable day is complete. */
export function isMeteoRowDisabled(rows: readonly MeteoRow[], index: number, fields: readonly MeteoField[] = METEO_FIELDS): boolean {
  if (!isMeteoRowEditable(rows[index])) return true;
  for (let previous = index - 1; previous >= 0; previous--) {
    if (isMeteoRowEditable(rows[previous])) return !isMeteoRowComplete(rows[previous], fields);
  }
  return false;
}

/** A row can be saved when it is read-only, untouched, or complete with a valid time. */
export function isMeteoRowSaveable(row: MeteoRow, fields: readonly MeteoField[] = METEO_FIELDS): boolean {
  if (!isMeteoRowEditable(row) || isMeteoRowEmpty(row)) return true;
  return isMeteoRowComplete(row, fields) && isValidTime(row.time);
}

/** Meteo post: all rows saveable and at least one editable row complete. */
export function canPostMeteo(rows: readonly MeteoRow[], fields: readonly MeteoField[] = METEO_FIELDS): boolean {
  return (
    rows.every((row) => isMeteoRowSaveable(row, fields)) &&
    rows.some((row) => isMeteoRowEditable(row) && isMeteoRowComplete(row, fields))
  );
}
