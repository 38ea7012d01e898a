// spec entry.md §4 Input type
import { formatNumber, type NumberLocale } from '../format/number';
import type { Entry, InputType } from '../model/entry';

/** An import number of the form digits-null (e.g. '1234-null') counts as none. */
export function hasImportNumber(importNumber: string | null | undefined): boolean {
  if (importNumber === null || importNumber === undefined) return false;
  const trimmed = importNumber.trim();
  return trimmed !== '' && !/^\d+-null$/.test(trimmed);
}

export const DISCHARGE_UNITS = ['l/s', 'l/min'] as const;
export const NO_STEADY_INCIDENT_UNIT = 'nein/unverändert/Ereignis';
export const NO_YES_UNIT = 'nein/ja';
export const SNOW_WATER_EQUIVALENT_PARAMETER = 'SWW';

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

export interface ValueCode {
  value: number;
  /** short letter shown in overviews and reports */
  short: string;
  /** German label */
  label: string;
}

/** NO_STEADY_INCIDENT: 0 no (n), 1 steady (unverändert, u), 2 incident (Ereignis, E). */
export const NO_STEADY_INCIDENT_CODES: readonly ValueCode[] = [
  { value: 0, short: 'n', label: 'nein' },
  { value: 1, short: 'u', label: 'unverändert' },
  { value: 2, short: 'E', label: 'Ereignis' },
];
export const INCIDENT_VALUE = 2;

/** NO_YES: 0 no, 1 yes. */
export const NO_YES_CODES: readonly ValueCode[] = [
  { value: 0, short: 'n', label: 'nein' },
  { value: 1, short: 'j', label: 'ja' },
];

export function valueCodes(inputType: InputType | undefined): readonly ValueCode[] | undefined {
  if (inputType === 'NO_STEADY_INCIDENT') return NO_STEADY_INCIDENT_CODES;
  if (inputType === 'NO_YES') return NO_YES_CODES;
  return undefined;
}

/** A reading as shown: the label ('nein', 'ja', 'Ereignis' …) for coded series, else the number (a dash for none). */
export function readingText(value: number | null | undefined, inputType: InputType | undefined, locale: NumberLocale = 'de'): string {
  return valueCodes(inputType)?.find((code) => code.value === value)?.label ?? formatNumber(value, locale);
}

/** The station remark input is disabled unless the incident value is chosen (NO_STEADY_INCIDENT only). */
export function isStationRemarkEnabled(entry: Pick<Entry, 'inputType' | 'value'>): boolean {
  return entry.inputType !== 'NO_STEADY_INCIDENT' || entry.value === INCIDENT_VALUE;
}
