// date-fns' locales of the app's languages (spec entry.md §9 Display: de-at and en-ie), for month names; kept out of
// ./date.ts, whose numeric formats the first route uses without them (issue 38).
import type { Locale } from 'date-fns';
import { deAT, enIE } from 'date-fns/locale';
import type { NumberLocale } from './number';

export const DATE_LOCALES: Record<NumberLocale, Locale> = { de: deAT, en: enIE };
