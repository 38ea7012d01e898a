// spec entry.md §2 Meteo input, §5 Meteo post, §8 'No meteo parameters found', §9 meteo parameter defaults
// N, HS, HSN, LT: which series of the group are the meteo columns, rows filled from stored history
// (those days are read-only) and the entries a post sends.
import type { Entry } from '../schema/entry';
import type { HistoricValue } from '../schema/timeseries';
import type { Settings } from '../schema/settings';
import { isValidNumber } from '../format/number';
import {
  emptyMeteoRows,
  isMeteoRowComplete,
  isMeteoRowEditable,
  isMeteoRowEmpty,
  METEO_FIELDS,
  meteoRowDateTime,
  mezDayTime,
  type MeteoField,
  type MeteoRow,
} from './meteo-rows';

/** The group's entry per meteo column. */
export type MeteoSeries = Partial<Record<MeteoField, Entry>>;

/** Columns whose configured parameter (settings.meteoParameters) has a series in the group. */
export function meteoSeries(entries: readonly Entry[], parameters: Settings['meteoParameters']): MeteoSeries {
  const series: MeteoSeries = {};
  for (const field of METEO_FIELDS) {
    const entry = entries.find((candidate) => candidate.tsParameter === parameters[field]);
    if (entry) series[field] = entry;
  }
  return series;
}

/** The fields present; empty means the error 'meteo.noParameters' with the configured parameter names. */
export function meteoFields(series: MeteoSeries): MeteoField[] {
  return METEO_FIELDS.filter((field) => series[field] !== undefined);
}

/** One row per day of the month up to today; days with stored values show them and are read-only. */
export function meteoRowsWithHistory(month: string, now: Date, series: MeteoSeries, history: readonly HistoricValue[]): MeteoRow[] {
  const rows = emptyMeteoRows(month, now);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  for (const field of meteoFields(series)) {
    const tsId = series[field]!.tsId;
    for (const value of history) {
      if (value.tsId !== tsId) continue;
      const { day, time } = mezDayTime(new Date(value.dt));
      const row = byDay.get(day);
      if (!row) continue;
      row.hasStoredData = true;
      row.time = time;
      row[field] = value.value;
      if (field === 'precipitation' && value.tsRemark?.text) row.precipitationType = value.tsRemark.text;
      if (value.staRemark?.text) row.remark = value.staRemark.text;
    }
  }
  return rows;
}

/**
 * The entries of a meteo post: for each editable, complete row one entry per column at the row's
 * time (MEZ), the precipitation type as remark of the precipitation series, the station remark on
 * each; a column without a number is sent only when it carries a remark.
 */
export function meteoPostEntries(rows: readonly MeteoRow[], series: MeteoSeries): Entry[] {
  const fields = meteoFields(series);
  const entries: Entry[] = [];
  for (const row of rows) {
    const dt = meteoRowDateTime(row);
    if (!dt || !isMeteoRowEditable(row) || isMeteoRowEmpty(row) || !isMeteoRowComplete(row, fields)) continue;
    for (const field of fields) {
      const value = row[field];
      const tsText = field === 'precipitation' ? row.precipitationType?.trim() : undefined;
      const staText = row.remark?.trim();
      if (!isValidNumber(value) && !tsText && !staText) continue;
      entries.push({
        ...series[field]!,
        dt,
        value: isValidNumber(value) ? value : null,
        tsRemark: tsText ? { text: tsText } : undefined,
        staRemark: staText ? { text: staText } : undefined,
      });
    }
  }
  return entries;
}
