// spec entry.md §4 Input type
import type { Entry, InputType } from '../schema/entry';

/** An import number of the form digits-null (e.g. '1234-null') counts as none. */
export function hasImportNumber(importNumber: string | null | undefined): boolean {
  if (importNumber === null || importNumber === undefined) return false;
  const trimmed = importNumber.trim();
  return trimmed !== '' && !/^\d+-null$/.test(trimmed);
}

export const NO_STEADY_INCIDENT_UNIT = 'nein/unverändert/Ereignis';
export const NO_YES_UNIT = 'nein/ja';
const SNOW_WATER_EQUIVALENT_PARAMETER = 'SWW';

type InputTypeSource = Pick<Entry, 'importNumber' | 'tsFormula' | 'tsUnit' | 'tsParameter'>;

export function deriveInputType(entry: InputTypeSource): InputType {
  if (!hasImportNumber(entry.importNumber)) return 'NO_IMPORT_NUMBER';
  if (entry.tsFormula) return 'FORMULA';
  const unit = entry.tsUnit?.trim();
  if (unit === 'l/s' || unit === 'l/min') return 'DISCHARGE';
  if (unit === NO_STEADY_INCIDENT_UNIT) return 'NO_STEADY_INCIDENT';
  if (unit === NO_YES_UNIT) return 'NO_YES';
  if (unit === 'mm' && entry.tsParameter === SNOW_WATER_EQUIVALENT_PARAMETER) return 'SNOW_WATER_EQUIVALENT';
  return 'NUMBER';
}

/** The NO_STEADY_INCIDENT value Ereignis (incident). */
export const INCIDENT_VALUE = 2;

/** The station remark input is disabled unless the incident value is chosen (NO_STEADY_INCIDENT only). */
export function isStationRemarkEnabled(entry: Pick<Entry, 'inputType' | 'value'>): boolean {
  return entry.inputType !== 'NO_STEADY_INCIDENT' || entry.value === INCIDENT_VALUE;
}
