import { describe, expect, test } from 'vitest';
import { formatDateTime, formatDay, parseDateTimeText, parseDayText, parseTimeText } from '../../../../src/shared/format/date';

// local wall-clock dates, so the tests hold in any time zone the runner uses
const morning = new Date(2025, 3, 14, 8, 26);

describe('spec entry.md §9 Display: date formats medium and short (de), locales de-at and en-ie', () => {
  test('medium German format is dd.MM.yyyy HH:mm', () => {
    expect(formatDateTime(morning)).toBe('14.04.2025 08:26');
    expect(formatDateTime(morning, 'de', 'medium')).toBe('14.04.2025 08:26');
  });

  test('short German format is dd.MM.yy HH:mm', () => {
    expect(formatDateTime(morning, 'de', 'short')).toBe('14.04.25 08:26');
  });

  test('English (en-ie) uses day/month/year with a 24-hour clock', () => {
    expect(formatDateTime(morning, 'en', 'medium')).toBe('14/04/2025 08:26');
    expect(formatDateTime(morning, 'en', 'short')).toBe('14/04/25 08:26');
  });

  test('ISO strings and epoch milliseconds are accepted', () => {
    expect(formatDateTime(morning.toISOString())).toBe('14.04.2025 08:26');
    expect(formatDateTime(morning.getTime(), 'de', 'short')).toBe('14.04.25 08:26');
  });

  test('the day alone for date ranges', () => {
    expect(formatDay(morning)).toBe('14.04.2025');
    expect(formatDay(morning, 'en')).toBe('14/04/2025');
  });
});

describe('spec archive.md §5 Dates in the report/detail: a non-number displays as a dash', () => {
  test.each([undefined, null, '', 'kein Datum', Number.NaN, {}])('%s is a dash', (value) => {
    expect(formatDateTime(value)).toBe('-');
    expect(formatDay(value)).toBe('-');
  });
});

describe('issue 12 / spec entry.md §9: date fields read the page language, not the browser language', () => {
  test('German dd.MM.yyyy HH:mm, English dd/MM/yyyy HH:mm, ISO in both; anything else does not read', () => {
    expect(parseDateTimeText('16.01.2026 08:15', 'de')).toEqual(new Date(2026, 0, 16, 8, 15));
    expect(parseDateTimeText(' 2026-01-16 08:15 ', 'de')).toEqual(new Date(2026, 0, 16, 8, 15));
    expect(parseDateTimeText('2026-01-16T08:15', 'de')).toEqual(new Date(2026, 0, 16, 8, 15));
    expect(parseDateTimeText('16/01/2026 08:15', 'en')).toEqual(new Date(2026, 0, 16, 8, 15));
    expect(parseDateTimeText('01/16/2026, 08:15 AM', 'de')).toBeUndefined();
    expect(parseDateTimeText('16.01.2026', 'de')).toBeUndefined();
    expect(parseDateTimeText('31.02.2026 08:00', 'de')).toBeUndefined();
  });

  test('a day dd.MM.yyyy (or ISO) and a time HH:mm', () => {
    expect(parseDayText('16.01.2026', 'de')).toEqual(new Date(2026, 0, 16));
    expect(parseDayText('2026-01-16', 'de')).toEqual(new Date(2026, 0, 16));
    expect(parseDayText('16/01/2026', 'en')).toEqual(new Date(2026, 0, 16));
    expect(parseDayText('1/16/2026', 'de')).toBeUndefined();
    expect(parseTimeText('7:05')).toBe('07:05');
    expect(parseTimeText('07:05 PM')).toBeUndefined();
    expect(parseTimeText('24:00')).toBeUndefined();
  });
});
