// How a reading of a coded series is shown (spec entry.md §4 input types NO_STEADY_INCIDENT and NO_YES): its letter
// and German label, else the number.
import type { InputType } from '../schema/entry';
import { formatNumber, type NumberLocale } from './number';

interface ValueCode {
  value: number;
  /** short letter shown in overviews and reports */
  short: string;
  /** German label */
  label: string;
  /** the English page's label */
  labelEn: string;
}

/** NO_STEADY_INCIDENT: 0 no (n), 1 steady (unverändert, u), 2 incident (Ereignis, E). */
export const NO_STEADY_INCIDENT_CODES: readonly ValueCode[] = [
  { value: 0, short: 'n', label: 'nein', labelEn: 'no' },
  { value: 1, short: 'u', label: 'unverändert', labelEn: 'unchanged' },
  { value: 2, short: 'E', label: 'Ereignis', labelEn: 'event' },
];

/** NO_YES: 0 no, 1 yes. */
export const NO_YES_CODES: readonly ValueCode[] = [
  { value: 0, short: 'n', label: 'nein', labelEn: 'no' },
  { value: 1, short: 'j', label: 'ja', labelEn: 'yes' },
];

export function valueCodes(inputType: InputType | undefined): readonly ValueCode[] | undefined {
  if (inputType === 'NO_STEADY_INCIDENT') return NO_STEADY_INCIDENT_CODES;
  if (inputType === 'NO_YES') return NO_YES_CODES;
  return undefined;
}

/** A reading as shown: the label ('nein', 'ja', 'Ereignis' …) for coded series, else the number (a dash for none). */
export function readingText(value: number | null | undefined, inputType: InputType | undefined, locale: NumberLocale = 'de'): string {
  const code = valueCodes(inputType)?.find((each) => each.value === value);
  return code ? codeLabel(code, locale) : formatNumber(value, locale);
}

function codeLabel(code: ValueCode, locale: NumberLocale): string {
  return locale === 'en' ? code.labelEn : code.label;
}
