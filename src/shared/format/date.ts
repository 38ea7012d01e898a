// spec entry.md §9 Display: date formats medium dd.MM.yyyy HH:mm, short dd.MM.yy HH:mm (de), locales de-at
// and en-ie; archive.md §5 "Dates in the report/detail: a non-number displays as a dash".
// The patterns are numeric, so no locale tables are needed (./numeric-date.ts).
import { toDate } from './date-input';
import { formatNumericDate, parseNumericDate } from './numeric-date';
import { NON_NUMBER_DASH, type NumberLocale } from './number';

type DateStyle = 'medium' | 'short';

/** date-fns patterns per app locale; en-IE writes day/month/year with slashes. */
export const DATE_PATTERNS: Record<NumberLocale, Record<DateStyle, string>> = {
  de: { medium: 'dd.MM.yyyy HH:mm', short: 'dd.MM.yy HH:mm' },
  en: { medium: 'dd/MM/yyyy HH:mm', short: 'dd/MM/yy HH:mm' },
};

/** Date-only pattern (date range fields, report titles). */
const DAY_PATTERNS: Record<NumberLocale, string> = { de: 'dd.MM.yyyy', en: 'dd/MM/yyyy' };

/** An ISO string, epoch milliseconds or Date as a Date; anything else (or an invalid date) is undefined. */
export function asDate(value: unknown): Date | undefined {
  if (typeof value === 'number') return toDate(new Date(value));
  return typeof value === 'string' || value instanceof Date ? toDate(value) : undefined;
}

/** A date-time in the local time zone, medium (dd.MM.yyyy HH:mm) by default; a non-date is a dash. */
export function formatDateTime(value: unknown, locale: NumberLocale = 'de', style: DateStyle = 'medium'): string {
  const date = asDate(value);
  if (!date) return NON_NUMBER_DASH;
  return formatNumericDate(date, DATE_PATTERNS[locale][style]);
}

/** The calendar day only (dd.MM.yyyy in German); a non-date is a dash. */
export function formatDay(value: unknown, locale: NumberLocale = 'de'): string {
  const date = asDate(value);
  if (!date) return NON_NUMBER_DASH;
  return formatNumericDate(date, DAY_PATTERNS[locale]);
}

/** The local calendar day as yyyy-MM-dd (routes, queries, the day fields' values). */
export function formatIsoDay(date: Date): string {
  return formatNumericDate(date, ISO_DAY);
}

/** ISO forms a date field also reads, whatever the page's language (pasted or typed by habit). */
const ISO_DAY = 'yyyy-MM-dd';
const ISO_DATE_TIMES = ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm"];
const PARSE_REFERENCE = new Date(2000, 0, 1);

function parseFirst(text: string, patterns: readonly string[]): Date | undefined {
  const trimmed = text.trim();
  for (const pattern of patterns) {
    const date = parseNumericDate(trimmed, pattern, PARSE_REFERENCE);
    if (date) return date;
  }
  return undefined;
}

/** A date-time typed in the page's format (dd.MM.yyyy HH:mm in German) or as ISO yyyy-MM-dd HH:mm; local time. */
export function parseDateTimeText(text: string, locale: NumberLocale): Date | undefined {
  return parseFirst(text, [DATE_PATTERNS[locale].medium, ...ISO_DATE_TIMES]);
}

/** A day typed in the page's format (dd.MM.yyyy in German) or as ISO yyyy-MM-dd; local midnight. */
export function parseDayText(text: string, locale: NumberLocale): Date | undefined {
  return parseFirst(text, [DAY_PATTERNS[locale], ISO_DAY]);
}

/** A clock time typed as HH:mm (24 hours in both languages), normalised to HH:mm. */
export function parseTimeText(text: string): string | undefined {
  const date = parseFirst(text, ['HH:mm']);
  return date && formatNumericDate(date, 'HH:mm');
}
