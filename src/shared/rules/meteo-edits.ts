// spec entry.md §5: precipitation type 'nicht messbarer Niederschlag' sets 0.001 and changing away clears it;
// the zero buttons on empty precipitation / snow fields; one edit of a day (issue 10: applied by the worker).
import type { MeteoEdit } from '../contract/meteo';
import type { MeteoField, MeteoRow } from './meteo-rows';

const NOT_MEASURABLE_PRECIPITATION_TYPE = 'nicht messbarer Niederschlag';
const NOT_MEASURABLE_PRECIPITATION_MM = 0.001;

/** Choices of the precipitation type select; '' is no type. */
export const PRECIPITATION_TYPES = [
  '',
  'Regen',
  'Schnee',
  'Schneeregen',
  'Graupel',
  'Hagel',
  'Tau/Reif',
  NOT_MEASURABLE_PRECIPITATION_TYPE,
  'Lücke',
] as const;

export function setPrecipitationType(row: MeteoRow, precipitationType: string): MeteoRow {
  if (precipitationType === NOT_MEASURABLE_PRECIPITATION_TYPE) {
    return { ...row, precipitationType, precipitation: NOT_MEASURABLE_PRECIPITATION_MM };
  }
  if (row.precipitationType === NOT_MEASURABLE_PRECIPITATION_TYPE) {
    return { ...row, precipitationType, precipitation: null };
  }
  return { ...row, precipitationType };
}

const SNOW_FIELDS: readonly MeteoField[] = ['snowHeight', 'freshSnow'];
const ZERO_FIELDS: Partial<Record<MeteoField, readonly MeteoField[]>> = {
  precipitation: ['precipitation', ...SNOW_FIELDS],
  snowHeight: SNOW_FIELDS,
  freshSnow: SNOW_FIELDS,
};

const isEmpty = (value: number | null | undefined) => value === undefined || value === null;

/** The zero button shows on an empty precipitation, snow height or fresh snow field. */
export function hasZeroButton(row: MeteoRow, field: MeteoField): boolean {
  return ZERO_FIELDS[field] !== undefined && isEmpty(row[field]);
}

/**
 * Zero on precipitation sets precipitation, snow height and fresh snow to 0; on snow height or
 * fresh snow the two snow fields. Fields the observer already filled keep their value.
 */
export function applyZeroButton(row: MeteoRow, field: MeteoField): MeteoRow {
  const next = { ...row };
  for (const target of ZERO_FIELDS[field] ?? []) {
    if (isEmpty(next[target])) next[target] = 0;
  }
  return next;
}

/** The day after one change the observer made. */
export function applyMeteoEdit(row: MeteoRow, edit: MeteoEdit): MeteoRow {
  switch (edit.kind) {
    case 'value':
      return { ...row, [edit.field]: edit.value };
    case 'zero':
      return applyZeroButton(row, edit.field);
    case 'precipitationType':
      return setPrecipitationType(row, edit.precipitationType);
    case 'time':
      return { ...row, time: edit.time };
    case 'remark':
      return { ...row, remark: edit.remark };
  }
}
