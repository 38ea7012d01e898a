// The view of a meteo table: the month's rows with the draft laid over the editable days, and what the screen shows
// of each day — editability, the lock until the previous day is complete, status, messages, zero buttons (spec
// entry.md §4 Meteo rows, §5 Meteo messages and post).
import { hasZeroButton, PRECIPITATION_TYPES } from '../../shared/rules/meteo-edits';
import { meteoMessagesAt, meteoRowStatus } from '../../shared/rules/meteo-messages';
import { canPostMeteo, isMeteoRowComplete, isMeteoRowDisabled, isMeteoRowEditable, isMeteoRowEmpty, type MeteoRow } from '../../shared/rules/meteo-rows';
import type { MeteoDayView, MeteoMonth } from '../../shared/contract';
import type { MeteoMonthBase } from './meteo-month';

/** The rows with the draft laid over the days that are still editable. */
export function withDraft(rows: readonly MeteoRow[], draft: readonly MeteoRow[]): MeteoRow[] {
  const byDay = new Map(draft.map((row) => [row.day, row]));
  return rows.map((row) => {
    const typed = byDay.get(row.day);
    return typed && isMeteoRowEditable(row) ? { ...typed, day: row.day, hasStoredData: false } : row;
  });
}

/** What a draft keeps of the rows: the editable days holding something typed. */
export function typedRows(rows: readonly MeteoRow[]): MeteoRow[] {
  return rows.filter((row) => isMeteoRowEditable(row) && !isMeteoRowEmpty(row)).map(({ hasStoredData: _editable, ...typed }) => typed);
}

export function meteoMonthView(base: MeteoMonthBase, draft: readonly MeteoRow[]): MeteoMonth {
  const { key, mrName, stations, fields, previousMonthSnowHeight } = base;
  if (fields.length === 0) {
    return { refusal: 'NO_METEO_PARAMETERS', messageKey: 'meteo.noParameters', parameters: base.parameters, mrId: key.mrId, mrName, month: key.month };
  }
  const rows = withDraft(base.rows, draft);
  const days = rows.map((row, index): MeteoDayView => {
    const editable = isMeteoRowEditable(row);
    const messages = meteoMessagesAt(rows, index, previousMonthSnowHeight);
    return {
      row,
      editable,
      disabled: isMeteoRowDisabled(rows, index, fields),
      status: editable ? meteoRowStatus(messages, isMeteoRowComplete(row, fields)) : undefined,
      messages,
      zeroFields: editable ? fields.filter((field) => hasZeroButton(row, field)) : [],
    };
  });
  const open = rows.findIndex((row) => isMeteoRowEditable(row) && !isMeteoRowComplete(row, fields));
  return {
    ...key,
    mrName,
    stations,
    fields,
    days,
    precipitationTypes: [...PRECIPITATION_TYPES],
    canPost: canPostMeteo(rows, fields),
    firstOpenDay: open >= 0 ? open : Math.max(rows.length - 1, 0),
  };
}
