// spec archive.md §2 Analysis charts, §9 and entry.md §5 Chart: axis units abbreviate to k at 3000 and M at
// 3 million; a parameter matching the inversion pattern (default: starts with W) that has a Messpunkthöhe in
// the station metadata has its values negated.
import { formatNumber, parseDecimal, type NumberLocale } from '../../shared/format/number';

/** spec §9: charts default to 800×600 and then follow their container's width at height 600 */
export const CHART_DEFAULT_SIZE = { width: 800, height: 600 } as const;

const AXIS_KILO_FROM = 3000;
const AXIS_MEGA_FROM = 3_000_000;
const MEASURING_POINT_HEIGHT_KEY = 'Messpunkthöhe';

/** One axis tick label: 2999 stays, 3000 is '3k', 4500 '4,5k', 3 000 000 '3M' (up to 2 decimals). */
export function formatAxisValue(value: number, locale: NumberLocale = 'de'): string {
  const magnitude = Math.abs(value);
  const [scaled, unit] =
    magnitude >= AXIS_MEGA_FROM ? [value / 1e6, 'M'] : magnitude >= AXIS_KILO_FROM ? [value / 1e3, 'k'] : [value, ''];
  return withoutTrailingZeros(formatNumber(scaled, locale)) + unit;
}

function withoutTrailingZeros(text: string): string {
  return text.replace(/([.,]\d*?)0+$/, '$1').replace(/[.,]$/, '');
}

/**
 * True when chart values of this series are drawn negated (depth below the measuring point):
 * the parameter matches `pattern` (settings.parameterInvertAxis, default '^W') and the station
 * metadata has a numeric Messpunkthöhe. An invalid pattern inverts nothing.
 */
export function isAxisInverted(
  tsParameter: string | undefined,
  staMetadata: Record<string, string> | undefined,
  pattern: string,
): boolean {
  if (tsParameter === undefined || parseDecimal(staMetadata?.[MEASURING_POINT_HEIGHT_KEY]) === undefined) return false;
  try {
    return new RegExp(pattern).test(tsParameter);
  } catch {
    return false;
  }
}
