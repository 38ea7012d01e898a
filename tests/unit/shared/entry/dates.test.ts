import { describe, expect, test } from 'vitest';
import { timeZoneForThisFile } from '../../../support/time-zone';
import { dateImplausibility, dateImplausibleMessage } from '../../../../src/shared/rules/dates';
import {
  fromMezInput, mezShiftMinutes, parsePastedDate, parsePastedTime, toMezDisplay, typedDateAction,
} from '../../../../src/shared/format/date-input';

// local times in these tests are Austrian
timeZoneForThisFile('Europe/Vienna');

const now = new Date('2026-07-15T12:00:00Z');

describe('spec entry.md §5 Date: future and older than 10 days are implausible', () => {
  test('future', () => {
    expect(dateImplausibility('2026-07-15T12:01:00Z', now)).toBe('future');
    expect(dateImplausibility('2026-07-15T12:00:00Z', now)).toBeUndefined();
  });

  test('older than 10 days (days = 10)', () => {
    expect(dateImplausibility('2026-07-05T12:00:00Z', now)).toBeUndefined();
    expect(dateImplausibility('2026-07-05T11:59:00Z', now)).toBe('tooOld');
    // issue 36 item 17: the worker sends the key and the days; the UI words them
    expect(dateImplausibleMessage('tooOld', 10)).toEqual({ key: 'plausibility.dateTooOld', count: 10 });
    expect(dateImplausibleMessage('future')).toEqual({ key: 'plausibility.dateFuture' });
  });

  test('the days value is setting-driven', () => {
    expect(dateImplausibility('2026-07-05T11:59:00Z', now, 20)).toBeUndefined();
  });

  test('no or invalid date gives no date warning', () => {
    expect(dateImplausibility(undefined, now)).toBeUndefined();
    expect(dateImplausibility('garbage', now)).toBeUndefined();
  });
});

describe('spec entry.md §5 Date input applies only when the year is at least 2020 (except on blur)', () => {
  test('while typing', () => {
    expect(typedDateAction(new Date(2020, 0, 1), false)).toBe('apply');
    expect(typedDateAction(new Date(2019, 11, 31), false)).toBe('ignore');
    expect(typedDateAction(new Date(Number.NaN), false)).toBe('ignore');
  });

  test('on blur a valid date applies, an invalid value clears', () => {
    expect(typedDateAction(new Date(2019, 11, 31), true)).toBe('apply');
    expect(typedDateAction(new Date(Number.NaN), true)).toBe('clear');
    expect(typedDateAction(undefined, true)).toBe('clear');
  });
});

describe('spec entry.md §5 Paste accepts DD.MM.YYYY or YYYY-MM-DD and times HH:mm', () => {
  test('dates', () => {
    expect(parsePastedDate('24.12.2025')).toEqual(new Date(2025, 11, 24));
    expect(parsePastedDate('2025-12-24')).toEqual(new Date(2025, 11, 24));
    expect(parsePastedDate('12/24/2025')).toBeUndefined();
    expect(parsePastedDate('31.02.2025')).toBeUndefined();
  });

  test('times', () => {
    expect(parsePastedTime('07:30')).toEqual({ hours: 7, minutes: 30 });
    expect(parsePastedTime('25:00')).toBeUndefined();
  });
});

describe('spec entry.md §5/§9 mez on and UTC offset 120 shifts time by 60 minutes', () => {
  test('shift only with mez and offset 120', () => {
    expect(mezShiftMinutes(true, 120)).toBe(60);
    expect(mezShiftMinutes(true, 60)).toBe(0);
    expect(mezShiftMinutes(false, 120)).toBe(0);
  });

  test('summer: 07:00 typed in MEZ is 06:00 UTC and shows as 07:00 again', () => {
    const typed = new Date(2026, 6, 15, 7, 0);
    const stored = fromMezInput(typed, true);
    expect(stored.toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(toMezDisplay(stored, true)).toEqual(typed);
    expect(fromMezInput(typed, false).toISOString()).toBe('2026-07-15T05:00:00.000Z');
  });

  test('winter: no shift', () => {
    const typed = new Date(2026, 0, 15, 7, 0);
    expect(fromMezInput(typed, true).toISOString()).toBe('2026-01-15T06:00:00.000Z');
  });
});
