import { describe, expect, test } from 'vitest';
import {
  canPostMeteo,
  emptyMeteoRows,
  isMeteoRowComplete,
  isMeteoRowDisabled,
  isMeteoRowEditable,
  isMeteoRowSaveable,
  meteoDays,
  meteoRowDateTime,
  type MeteoRow,
} from '../../../../src/shared/rules/meteo-rows';
import { showsFooterHeader, stepMeteoDay } from '../../../../src/ui/format/meteo-table';

const complete = (day: string, extra: Partial<MeteoRow> = {}): MeteoRow => ({
  day,
  time: '07:00',
  precipitation: 0,
  snowHeight: 0,
  freshSnow: 0,
  airTemperature: 3.5,
  ...extra,
});

describe('spec entry.md §2 Meteo input: one row per day up to the end of today, default time 07:00 MEZ', () => {
  test('the current month runs from the 1st to today', () => {
    const days = meteoDays('2025-03', new Date('2025-03-05T10:00:00Z'));
    expect(days).toEqual(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05']);
  });

  test('a past month has every day, February 2024 has 29', () => {
    expect(meteoDays('2024-02', new Date('2025-03-05T10:00:00Z'))).toHaveLength(29);
    expect(meteoDays('2025-01', new Date('2025-03-05T10:00:00Z')).at(-1)).toBe('2025-01-31');
  });

  test('today is the MEZ day: 23:30 UTC on the 4th is already the 5th in MEZ', () => {
    expect(meteoDays('2025-03', new Date('2025-03-04T23:30:00Z')).at(-1)).toBe('2025-03-05');
  });

  test('a future month has no rows', () => {
    expect(meteoDays('2025-04', new Date('2025-03-05T10:00:00Z'))).toEqual([]);
  });

  test('rows start at 07:00 and are read in MEZ (UTC+1)', () => {
    const [first] = emptyMeteoRows('2025-07', new Date('2025-07-02T12:00:00Z'));
    expect(first).toEqual({ day: '2025-07-01', time: '07:00' });
    expect(meteoRowDateTime(first)).toBe('2025-07-01T06:00:00.000Z');
    expect(meteoRowDateTime({ day: '2025-07-01', time: '7 Uhr' })).toBeUndefined();
  });
});

describe('spec entry.md §4 Meteo rows: editability', () => {
  test('editable only when the day has no stored data', () => {
    expect(isMeteoRowEditable({ day: '2025-03-01', time: '07:00' })).toBe(true);
    expect(isMeteoRowEditable({ day: '2025-03-01', time: '07:00', hasStoredData: true })).toBe(false);
  });

  test('disabled until the previous editable day is complete; read-only days are skipped', () => {
    const rows: MeteoRow[] = [
      complete('2025-03-01', { hasStoredData: true }),
      { day: '2025-03-02', time: '07:00', precipitation: 1.2 },
      { day: '2025-03-03', time: '07:00' },
    ];
    expect(isMeteoRowDisabled(rows, 0)).toBe(true); // read-only
    expect(isMeteoRowDisabled(rows, 1)).toBe(false); // first editable day
    expect(isMeteoRowDisabled(rows, 2)).toBe(true); // 2nd is incomplete
    rows[1] = complete('2025-03-02');
    expect(isMeteoRowDisabled(rows, 2)).toBe(false);
  });
});

describe("spec entry.md §4 Meteo rows: complete when the numeric fields are valid or the remark contains 'keine Messung'", () => {
  test('all numeric fields valid', () => {
    expect(isMeteoRowComplete(complete('2025-03-01'))).toBe(true);
    expect(isMeteoRowComplete(complete('2025-03-01', { airTemperature: null }))).toBe(false);
    expect(isMeteoRowComplete(complete('2025-03-01', { snowHeight: Number.NaN }))).toBe(false);
  });

  test("'keine Messung' in the remark completes an empty row", () => {
    expect(isMeteoRowComplete({ day: '2025-03-01', time: '07:00', remark: 'Urlaub, keine Messung' })).toBe(true);
    expect(isMeteoRowComplete({ day: '2025-03-01', time: '07:00', remark: 'Messung später' })).toBe(false);
  });

  test('only the series the station has count', () => {
    expect(isMeteoRowComplete({ day: '2025-03-01', time: '07:00', precipitation: 0 }, ['precipitation'])).toBe(true);
  });
});

describe('spec entry.md §5 Meteo post: all rows saveable and at least one editable row complete', () => {
  test('a complete editable row among read-only and empty rows can be posted', () => {
    const rows: MeteoRow[] = [
      complete('2025-03-01', { hasStoredData: true }),
      complete('2025-03-02'),
      { day: '2025-03-03', time: '07:00' },
    ];
    expect(canPostMeteo(rows)).toBe(true);
  });

  test('a half-filled row blocks the post', () => {
    const halfFilled: MeteoRow = { day: '2025-03-03', time: '07:00', precipitation: 2 };
    expect(isMeteoRowSaveable(halfFilled)).toBe(false);
    expect(canPostMeteo([complete('2025-03-02'), halfFilled])).toBe(false);
  });

  test('a complete row with an invalid time is not saveable', () => {
    expect(isMeteoRowSaveable(complete('2025-03-02', { time: '25:00' }))).toBe(false);
  });

  test('nothing to post when no editable row is complete', () => {
    expect(canPostMeteo([complete('2025-03-01', { hasStoredData: true }), { day: '2025-03-02', time: '07:00' }])).toBe(false);
  });
});

describe('spec entry.md §2 Meteo input: narrow screens (576 px) show one day with bounded previous/next; footer header above 7 rows', () => {
  test('previous/next stay within the month rows', () => {
    expect(stepMeteoDay(5, 0, -1)).toBe(0);
    expect(stepMeteoDay(5, 2, 1)).toBe(3);
    expect(stepMeteoDay(5, 4, 1)).toBe(4);
  });

  test('a repeated header row in the footer when there are more than 7 rows', () => {
    expect(showsFooterHeader(7)).toBe(false);
    expect(showsFooterHeader(8)).toBe(true);
  });
});
