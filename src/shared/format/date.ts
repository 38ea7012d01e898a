// spec entry.md §9 Display: date formats medium dd.MM.yyyy HH:mm, short dd.MM.yy HH:mm (de), locales de-at
// and en-ie; archive.md §5 "Dates in the report/detail: a non-number displays as a dash".
import { format, type Locale } from 'date-fns';
import { deAT, enIE } from 'date-fns/locale';
import { toDate } from '../rules/dates';
import { NON_NUMBER_DASH, type NumberLocale } from './number';

export type DateStyle = 'medium' | 'short';

export const DATE_LOCALES: Record<NumberLocale, Locale> = { de: deAT, en: enIE };

/** date-fns patterns per app locale; en-IE writes day/month/year with slashes. */
export const DATE_PATTERNS: Record<NumberLocale, Record<DateStyle, string>> = {
  de: { medium: 'dd.MM.yyyy HH:mm', short: 'dd.MM.yy HH:mm' },
  en: { medium: 'dd/MM/yyyy HH:mm', short: 'dd/MM/yy HH:mm' },
};

/** Date-only pattern (date range fields, report titles). */
export const DAY_PATTERNS: Record<NumberLocale, string> = { de: 'dd.MM.yyyy', en: 'dd/MM/yyyy' };

/** An ISO string, epoch milliseconds or Date as a Date; anything else (or an invalid date) is undefined. */
export function asDate(value: unknown): Date | undefined {
  if (typeof value === 'number') return toDate(new Date(value));
  return typeof value === 'string' || value instanceof Date ? toDate(value) : undefined;
}

/** A date-time in the local time zone, medium (dd.MM.yyyy HH:mm) by default; a non-date is a dash. */
export function formatDateTime(value: unknown, locale: NumberLocale = 'de', style: DateStyle = 'medium'): string {
  const date = asDate(value);
  if (!date) return NON_NUMBER_DASH;
  return format(date, DATE_PATTERNS[locale][style], { locale: DATE_LOCALES[locale] });
}

/** The calendar day only (dd.MM.yyyy in German); a non-date is a dash. */
export function formatDay(value: unknown, locale: NumberLocale = 'de'): string {
  const date = asDate(value);
  if (!date) return NON_NUMBER_DASH;
  return format(date, DAY_PATTERNS[locale], { locale: DATE_LOCALES[locale] });
}
