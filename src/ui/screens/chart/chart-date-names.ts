// The month and weekday names of the chart's time axis in the page's language (issue 36 item 7: uPlot's own are English).
import type uPlot from 'uplot';
import type { NumberLocale } from '../../../shared/format/number';

const INTL_LOCALES: Record<NumberLocale, string> = { de: 'de-AT', en: 'en-IE' };
const YEAR = 2026;
/** 4 January 2026 is a Sunday, uPlot's first weekday */
const FIRST_SUNDAY = 4;

function names(locale: NumberLocale, style: 'long' | 'short', unit: 'month' | 'weekday'): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], unit === 'month' ? { month: style } : { weekday: style });
  const length = unit === 'month' ? 12 : 7;
  return Array.from({ length }, (_, index) => format.format(unit === 'month' ? new Date(YEAR, index, 15) : new Date(YEAR, 0, FIRST_SUNDAY + index)));
}

export function chartDateNames(locale: NumberLocale): uPlot.DateNames {
  return {
    MMMM: names(locale, 'long', 'month'),
    MMM: names(locale, 'short', 'month'),
    WWWW: names(locale, 'long', 'weekday'),
    WWW: names(locale, 'short', 'weekday'),
  };
}
