// spec archive.md §4 Decision values: each choice's value with its German label (the spec's words) and the English
// page's label (issue 36 item 8); §5 the incident value's warning text. The rules (src/shared/rules/decisions.ts) pick
// the choices; the UI's i18n resources take the labels from here.
import type { NumberLocale } from './number';

/** spec archive.md §5 / entry.md §5: the warning of an entry holding the incident value */
export const INCIDENT_TEXT = 'Ereignis gemeldet';

export interface DecisionChoice {
  value: string;
  /** the spec's German label */
  label: string;
  /** the English page's label (issue 36 item 8) */
  labelEn: string;
}

export const FURTHER_ASSESSMENT = 'FURTHER_ASSESSMENT';

export const STAGE1_CHOICES_VB_NUMBER: readonly DecisionChoice[] = [
  { value: 'NOT_RELEVANT', label: 'nicht relevant', labelEn: 'not relevant' },
  { value: 'FIX_IMMEDIATELY', label: 'sofort beheben', labelEn: 'fix immediately' },
  { value: FURTHER_ASSESSMENT, label: 'weitere Bewertung', labelEn: 'further assessment' },
];
export const STAGE1_CHOICES_VB: readonly DecisionChoice[] = [
  { value: 'UNCRITICAL', label: 'unkritisch', labelEn: 'uncritical' },
  { value: FURTHER_ASSESSMENT, label: 'weitere Bewertung', labelEn: 'further assessment' },
];
export const STAGE2_CHOICES: readonly DecisionChoice[] = [
  { value: '', label: '', labelEn: '' },
  { value: 'ACTION_REQUIRED', label: 'Handlung erforderlich', labelEn: 'action required' },
  { value: 'NOT_SAFETY_RELEVANT', label: 'aktuell nicht sicherheitsrelevant', labelEn: 'currently not safety-relevant' },
  { value: FURTHER_ASSESSMENT, label: 'weitere Bewertung', labelEn: 'further assessment' },
];

const ALL_CHOICES = [...STAGE1_CHOICES_VB_NUMBER, ...STAGE1_CHOICES_VB, ...STAGE2_CHOICES];

/** A decision value as its label in the page's language; an unknown value as stored. */
export function decisionLabel(value: string | undefined, locale: NumberLocale = 'de'): string {
  const choice = ALL_CHOICES.find((each) => each.value === value);
  if (!choice) return value ?? '';
  return locale === 'en' ? choice.labelEn : choice.label;
}

/** Every decision value with its label in one language, for the i18n resources. */
export function decisionLabels(locale: NumberLocale): Record<string, string> {
  return Object.fromEntries(ALL_CHOICES.filter((choice) => choice.value).map((choice) => [choice.value, decisionLabel(choice.value, locale)]));
}

