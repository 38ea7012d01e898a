import { describe, expect, test } from 'vitest';
import { checkLastValue, checkValue, PLAUSIBILITY_TOLERANCE } from '../../../../src/shared/rules/plausibility';
import type { Entry } from '../../../../src/shared/schema/entry';

const range = { min: 10, max: 20 };

describe('spec entry.md §5 Plausibility: value outside tsPlausibilityCheck min/max (tolerance 1e-12)', () => {
  test('tolerance is 1e-12', () => {
    expect(PLAUSIBILITY_TOLERANCE).toBe(1e-12);
  });

  test('inside the range and within the tolerance is plausible', () => {
    expect(checkValue({ value: 15, inputType: 'NUMBER', tsPlausibilityCheck: range }).implausible).toBe(false);
    expect(checkValue({ value: 20 + 5e-13, inputType: 'NUMBER', tsPlausibilityCheck: range }).implausible).toBe(false);
    expect(checkValue({ value: 10 - 5e-13, inputType: 'NUMBER', tsPlausibilityCheck: range }).implausible).toBe(false);
  });

  test('beyond the tolerance is flagged with range and deviation', () => {
    expect(checkValue({ value: 20 + 1e-11, inputType: 'NUMBER', tsPlausibilityCheck: range }).implausible).toBe(true);
    const above = checkValue({ value: 22.5, inputType: 'NUMBER', tsPlausibilityCheck: range });
    expect(above).toMatchObject({ implausible: true, min: 10, max: 20, deviation: 2.5 });
    expect(above.message).toEqual({ key: 'plausibility.outOfRange', readings: { value: 22.5, min: 10, max: 20, deviation: 2.5 } });
    const below = checkValue({ value: 7, inputType: 'NUMBER', tsPlausibilityCheck: range });
    expect(below.deviation).toBe(-3);
    expect(below.message).toEqual({ key: 'plausibility.outOfRange', readings: { value: 7, min: 10, max: 20, deviation: -3 } });
  });

  test('one-sided range', () => {
    expect(checkValue({ value: -1, inputType: 'NUMBER', tsPlausibilityCheck: { min: 0 } }).message)
      .toEqual({ key: 'plausibility.outOfRange', readings: { value: -1, min: 0, max: undefined, deviation: -1 } });
    expect(checkValue({ value: 1e9, inputType: 'NUMBER', tsPlausibilityCheck: { min: 0 } }).implausible).toBe(false);
  });

  test('the incident value of NO_STEADY_INCIDENT is flagged; steady/no never', () => {
    const codeRange = { min: 0, max: 1 };
    expect(checkValue({ value: 2, inputType: 'NO_STEADY_INCIDENT', tsPlausibilityCheck: codeRange }).implausible).toBe(true);
    expect(checkValue({ value: 2, inputType: 'NO_STEADY_INCIDENT' }).message).toEqual({ key: 'plausibility.incident' });
    expect(checkValue({ value: 1, inputType: 'NO_STEADY_INCIDENT', tsPlausibilityCheck: { min: 5, max: 6 } }).implausible).toBe(false);
    expect(checkValue({ value: 0, inputType: 'NO_STEADY_INCIDENT', tsPlausibilityCheck: { min: 5, max: 6 } }).implausible).toBe(false);
  });

  test('NO_YES values are never flagged', () => {
    expect(checkValue({ value: 1, inputType: 'NO_YES', tsPlausibilityCheck: { min: 0, max: 0 } }).implausible).toBe(false);
  });

  test('no value is not flagged', () => {
    expect(checkValue({ value: null, inputType: 'NUMBER', tsPlausibilityCheck: range }).implausible).toBe(false);
  });
});

describe('spec entry.md §5 Last value against min/max excluding the last', () => {
  const last = (value: number, inputType: Entry['inputType'] = 'NUMBER') => ({
    inputType,
    tsData: { last: { dt: '2026-11-01T10:00:00Z', value }, minExcludingLast: 3, maxExcludingLast: 9 },
  });

  test('inside: not flagged, no marker', () => {
    expect(checkLastValue(last(5))).toEqual({ implausible: false, atMin: false, atMax: false, marker: '' });
  });

  test('outside: flagged with the range', () => {
    const result = checkLastValue(last(12));
    expect(result.implausible).toBe(true);
    expect(result.message).toEqual({ key: 'plausibility.lastOutOfRange', readings: { value: 12, min: 3, max: 9 } });
  });

  test('marker where it equals the min or max', () => {
    expect(checkLastValue(last(3))).toMatchObject({ implausible: false, atMin: true, marker: 'Min', message: { key: 'plausibility.lastAtMin', readings: { value: 3, min: 3, max: 9 } } });
    expect(checkLastValue(last(9))).toMatchObject({ implausible: false, atMax: true, marker: 'Max' });
  });

  test('coded series (nein/ja, nein/unverändert/Ereignis) are never flagged and get no marker', () => {
    expect(checkLastValue(last(12, 'NO_YES'))).toEqual({ implausible: false, atMin: false, atMax: false, marker: '' });
    expect(checkLastValue(last(3, 'NO_STEADY_INCIDENT'))).toEqual({ implausible: false, atMin: false, atMax: false, marker: '' });
  });
});
