// spec entry.md §5 "A non-number displays as a dash", §9 Display: numbers 2 decimals by default in German
// format; below 0.01 uses 1 to 2 significant digits; snow density 3 decimals; coordinates 6 decimals.
export type NumberLocale = 'de' | 'en';

export const NON_NUMBER_DASH = '-';
const DEFAULT_DECIMALS = 2;
const SNOW_DENSITY_DECIMALS = 3;
const COORDINATE_DECIMALS = 6;

/** Intl locales matching the spec's date locales de-at and en-ie. */
const INTL_LOCALE: Record<NumberLocale, string> = { de: 'de-AT', en: 'en-IE' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: NumberLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    // no grouping separator: a displayed reading can be typed or pasted back as it is shown
    cached = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

export function isValidNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A reading for display: `decimals` fixed decimals (default 2); a non-zero value whose magnitude is
 * below 0.01 keeps 1 to 2 significant digits instead of rounding to 0; a non-number is a dash.
 */
export function formatNumber(value: unknown, locale: NumberLocale = 'de', decimals = DEFAULT_DECIMALS): string {
  if (!isValidNumber(value)) return NON_NUMBER_DASH;
  if (value !== 0 && Math.abs(value) < 0.01) {
    return formatter(locale, { minimumSignificantDigits: 1, maximumSignificantDigits: 2 }).format(value);
  }
  return formatter(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

export function formatSnowDensity(value: unknown, locale: NumberLocale = 'de'): string {
  return formatNumber(value, locale, SNOW_DENSITY_DECIMALS);
}

export function formatCoordinate(value: unknown, locale: NumberLocale = 'de'): string {
  if (!isValidNumber(value)) return NON_NUMBER_DASH;
  return formatter(locale, { minimumFractionDigits: COORDINATE_DECIMALS, maximumFractionDigits: COORDINATE_DECIMALS }).format(value);
}

/** Reads a typed or pasted number: trims, turns a decimal comma into a point; empty or non-numeric is undefined. */
export function parseDecimal(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined) return undefined;
  const normalised = text.trim().replace(',', '.');
  if (normalised === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalised)) return undefined;
  return Number(normalised);
}

/** Tab-separated pasted text (one or more lines) as the values for consecutive inputs. */
export function parsePastedValues(text: string): (number | undefined)[] {
  return text.replace(/(\r?\n)+$/, '').split(/\t|\r?\n/).map(parseDecimal);
}

const BYTES_PER_MB = 1024 * 1024;

/** spec archive.md §2 image size for display: megabytes (1024 × 1024 bytes) with one decimal, e.g. '2,4 MB'. */
export function formatImageSize(bytes: number, locale: NumberLocale = 'de'): string {
  const megabytes = bytes / BYTES_PER_MB;
  // a photo smaller than 0.05 MB would read 0,0 MB (issue 36 item 4): it reads < 0,1 MB
  if (megabytes > 0 && megabytes < 0.05) return `< ${formatter(locale, { minimumFractionDigits: 1 }).format(0.1)} MB`;
  return `${formatter(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(megabytes)} MB`;
}
