import type { NumberLocale } from '../../shared/format/number';

/** The locale of the shared formatters for the current UI language. */
export function uiLocale(language: string): NumberLocale {
  return language === 'en' ? 'en' : 'de';
}
