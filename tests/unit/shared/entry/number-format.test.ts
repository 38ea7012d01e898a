import { describe, expect, test } from 'vitest';
import { formatCoordinate, formatNumber, formatSnowDensity, parseDecimal, parsePastedValues } from '../../../../src/shared/format/number';

describe('spec entry.md §9 Display: numbers', () => {
  test('2 decimals by default in German format', () => {
    expect(formatNumber(12.5)).toBe('12,50');
    expect(formatNumber(1234.567)).toBe('1234,57');
    expect(formatNumber(-3)).toBe('-3,00');
    expect(formatNumber(0)).toBe('0,00');
  });

  test('English locale uses a decimal point', () => {
    expect(formatNumber(12.5, 'en')).toBe('12.50');
  });

  test('below 0.01 uses 1 to 2 significant digits', () => {
    expect(formatNumber(0.0001)).toBe('0,0001');
    expect(formatNumber(0.0002)).toBe('0,0002');
    expect(formatNumber(0.001234)).toBe('0,0012');
    expect(formatNumber(0.005)).toBe('0,005');
    expect(formatNumber(-0.0045)).toBe('-0,0045');
  });

  test('snow density 3 decimals, coordinates 6 decimals', () => {
    expect(formatSnowDensity(0.2874)).toBe('0,287');
    expect(formatCoordinate(47.3)).toBe('47,300000');
    expect(formatCoordinate(11.123456789, 'en')).toBe('11.123457');
  });

  test('spec entry.md §5 a non-number displays as a dash', () => {
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber('12')).toBe('-');
    expect(formatCoordinate(undefined)).toBe('-');
  });
});

describe('spec entry.md §5 pasted values: comma turned into a decimal point', () => {
  test('parseDecimal', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' -0.25 ')).toBe(-0.25);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('Lücke')).toBeUndefined();
    expect(parseDecimal('1,2,3')).toBeUndefined();
  });
});

describe('spec entry.md §5 Pasting tab-separated text spreads values over consecutive inputs', () => {
  test('tab-separated, comma turned into a decimal point', () => {
    expect(parsePastedValues('12,5\t13\t\t-0,4\n')).toEqual([12.5, 13, undefined, -0.4]);
    expect(parsePastedValues('1,5\n2,5')).toEqual([1.5, 2.5]);
  });
});
