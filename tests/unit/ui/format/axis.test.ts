import { describe, expect, test } from 'vitest';
import { CHART_DEFAULT_SIZE, formatAxisValue, isAxisInverted } from '../../../../src/ui/format/axis';
import { DEFAULT_SETTINGS } from '../../../../src/shared/config/settings';

describe('spec archive.md §2 Analysis charts / §9: axis units abbreviate to k at 3000 and M at 3 million', () => {
  test('below 3000 no abbreviation', () => {
    expect(formatAxisValue(2999)).toBe('2999');
    expect(formatAxisValue(1000)).toBe('1000');
    expect(formatAxisValue(12.5)).toBe('12,5');
  });

  test('k from 3000', () => {
    expect(formatAxisValue(3000)).toBe('3k');
    expect(formatAxisValue(4500)).toBe('4,5k');
    expect(formatAxisValue(-3000)).toBe('-3k');
    expect(formatAxisValue(2_999_000)).toBe('2999k');
  });

  test('M from 3 million', () => {
    expect(formatAxisValue(3_000_000)).toBe('3M');
    expect(formatAxisValue(4_250_000)).toBe('4,25M');
    expect(formatAxisValue(4_250_000, 'en')).toBe('4.25M');
  });
});

describe('spec entry.md §5 Chart / archive.md §2: axis inversion for parameters starting with W that have a Messpunkthöhe', () => {
  const pattern = DEFAULT_SETTINGS.parameterInvertAxis;

  test('W parameter with numeric Messpunkthöhe is inverted', () => {
    expect(isAxisInverted('W', { Messpunkthöhe: '612,35' }, pattern)).toBe(true);
    expect(isAxisInverted('WT', { Messpunkthöhe: '0' }, pattern)).toBe(true);
  });

  test('needs both the parameter match and the Messpunkthöhe', () => {
    expect(isAxisInverted('Q', { Messpunkthöhe: '612' }, pattern)).toBe(false);
    expect(isAxisInverted('LW', { Messpunkthöhe: '612' }, pattern)).toBe(false);
    expect(isAxisInverted('W', {}, pattern)).toBe(false);
    expect(isAxisInverted('W', { Messpunkthöhe: 'unbekannt' }, pattern)).toBe(false);
    expect(isAxisInverted('W', undefined, pattern)).toBe(false);
  });

  test('an invalid configured pattern inverts nothing', () => {
    expect(isAxisInverted('W', { Messpunkthöhe: '1' }, '(')).toBe(false);
  });
});

describe('spec archive.md §2 Analysis charts / §9: chart 800x600 by default', () => {
  test('default size', () => {
    expect(CHART_DEFAULT_SIZE).toEqual({ width: 800, height: 600 });
  });
});
