import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { timeZoneForThisFile } from '../../../support/time-zone';
import { dataLines, detectDelimiter, parseCsvText } from '../../../../src/shared/csv/parse';
import { dateTimeReader, mapCsvRows } from '../../../../src/shared/csv/rows';
import { canPostCsv, csvEntries } from '../../../../src/shared/csv/post';
import { DEFAULT_SETTINGS } from '../../../../src/shared/config/settings';
import { entry } from './fixtures';

// local times in these tests are Austrian
timeZoneForThisFile('Europe/Vienna');

const defaults = DEFAULT_SETTINGS.csvImporter;
const iso = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('spec entry.md §5 CSV: comments and empty lines', () => {
  test('lines starting with # are comments; empty lines skipped', () => {
    expect(dataLines('# Kommentar\n\na;b\n   \nc;d\n')).toEqual(['a;b', 'c;d']);
    expect(parseCsvText('# Kommentar\n\na;b\n\nc;d\n').rows).toEqual([['a', 'b'], ['c', 'd']]);
  });
});

describe('spec entry.md §5 CSV: delimiter auto-detected among , tab | ; RS US', () => {
  test.each([
    ['comma', 'a,b,c\n1,2,3', ','],
    ['tab', 'a\tb\n1\t2', '\t'],
    ['pipe', 'a|b\n1|2', '|'],
    ['semicolon', '01.01.2024;12,5\n02.01.2024;13,5', ';'],
    ['record separator', 'a\x1eb\n1\x1e2', '\x1e'],
    ['unit separator', 'a\x1fb\n1\x1f2', '\x1f'],
  ])('%s', (_name, text, expected) => {
    expect(detectDelimiter(text.split('\n'))).toBe(expected);
  });

  test('needs an average above 1.99 fields per row, else the default comma', () => {
    // semicolon gives 2 fields in 9 rows and 1 field in the 10th: average 1.9
    const lines = [...Array.from({ length: 9 }, (_, i) => `${i};x`), 'single'];
    expect(detectDelimiter(lines)).toBe(',');
    expect(detectDelimiter(['eins', 'zwei'])).toBe(',');
  });

  test('only the first 10 rows form the preview', () => {
    const lines = [...Array.from({ length: 10 }, (_, i) => `${i}|x`), ...Array.from({ length: 20 }, (_, i) => `${i};y;z`)];
    expect(detectDelimiter(lines)).toBe('|');
  });
});

describe('spec entry.md §5 CSV errors shown as warnings', () => {
  test("'Quoted field unterminated'", () => {
    const parsed = parseCsvText('01.01.2024;"12,5\n02.01.2024;13');
    expect(parsed.warnings.map((w) => w.message)).toContain('Quoted field unterminated');
  });

  test("'Trailing quote on quoted field is malformed'", () => {
    const parsed = parseCsvText('01.01.2024;"12"5;x\n02.01.2024;13;y');
    expect(parsed.warnings.map((w) => w.message)).toContain('Trailing quote on quoted field is malformed');
  });
});

describe('spec entry.md §5 CSV rows', () => {
  test('defaults: date column 1 with defaultTime appended, value column 2, remark column 0, start row 2', () => {
    const rows = [['Bemerkung', 'Datum', 'Wert'], ['', '', ''], ['  neu  ', ' 03.11.2026 ', ' 12,5 '], ['', '04.11.2026', 'defekt']];
    const { records } = mapCsvRows(rows, defaults, '12:00');
    expect(records).toEqual([
      { row: 2, dt: iso(2026, 11, 3, 12), value: 12.5, remark: 'neu' },
      { row: 3, dt: iso(2026, 11, 4, 12), value: null, remark: 'defekt' },
    ]);
  });

  test('a time column that differs from the date column is joined with a space', () => {
    const columns = { ...defaults, dateColumn: 0, timeColumn: 1, valueColumn: 2, remarkColumn: 3, startRow: 0 };
    expect(dateTimeReader(columns, '12:00')(['03.11.2026', '07:15', '1'])?.toISOString()).toBe(iso(2026, 11, 3, 7, 15));
    const { records } = mapCsvRows([['03.11.2026', '07:15', 'Eis', 'Pegellatte vereist']], columns, '12:00');
    expect(records[0]).toMatchObject({ value: null, remark: 'Eis; Pegellatte vereist' });
  });

  test('date parsed with the chosen format (moment-style tokens accepted)', () => {
    const columns = { ...defaults, dateColumn: 0, timeColumn: -1, valueColumn: 1, remarkColumn: -1, startRow: 0, dateTimeFormat: 'YYYY-MM-DD HH:mm' };
    expect(mapCsvRows([['2026-11-03', '4']], columns, '08:30').records[0].dt).toBe(iso(2026, 11, 3, 8, 30));
    const unreadable = mapCsvRows([['03.11.2026', '4']], columns, '08:30');
    expect(unreadable.records).toEqual([]);
    expect(unreadable.skippedRows).toEqual([0]);
  });

  test('without a time column, a date cell with the full date-time is read as it is, a date alone gets defaultTime, in any order', () => {
    const columns = { ...defaults, dateColumn: 0, timeColumn: -1, valueColumn: 1, remarkColumn: -1, startRow: 0, dateTimeFormat: 'DD.MM.YYYY HH:mm' };
    const rows = [['03.11.2026 07:15', '1'], ['04.11.2026', '2'], ['05.11.2026', '3'], ['06.11.2026 08:00', '4'], ['07.11.2026 9:30', '5'], ['08.11.2026', '6'], ['Lücke', '7']];
    const { records, skippedRows } = mapCsvRows(rows, columns, '12:00');
    expect(records.map((record) => record.dt)).toEqual([
      iso(2026, 11, 3, 7, 15),
      iso(2026, 11, 4, 12),
      iso(2026, 11, 5, 12),
      iso(2026, 11, 6, 8),
      iso(2026, 11, 7, 9, 30),
      iso(2026, 11, 8, 12),
    ]);
    expect(skippedRows).toEqual([6]);
  });
});

describe('spec entry.md §5 CSV: a real export of the Austrian hydrographic service (eHyd)', () => {
  const text = readFileSync(new URL('../../../fixtures/ehyd-sample.csv', import.meta.url), 'utf8');
  const columns = { ...defaults, dateColumn: 0, timeColumn: -1, valueColumn: 1, remarkColumn: -1, startRow: 20, dateTimeFormat: 'dd.MM.yyyy HH:mm:ss' };

  test("start row past the header block and the 'Werte:' line", () => {
    const parsed = parseCsvText(text, columns.startRow);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.rows[19]).toEqual(['Werte:']);
    expect(parsed.warnings).toEqual([]);
    const { records, skippedRows } = mapCsvRows(parsed.rows, columns, DEFAULT_SETTINGS.defaultTime);
    expect(skippedRows).toEqual([]);
    expect(records).toHaveLength(12);
    expect(records[0]).toEqual({ row: 20, dt: iso(2024, 1, 1), value: 194.3, remark: '' });
    expect(records[3]).toEqual({ row: 23, dt: iso(2024, 1, 4), value: null, remark: 'Lücke' });
    expect(records[11]).toMatchObject({ dt: iso(2024, 1, 12), value: 205 });
  });
});

describe('spec entry.md §5/§8 CSV posting', () => {
  const records = [{ row: 2, dt: iso(2026, 11, 3, 12), value: 12.5, remark: 'neu' }];

  test('needs a chosen timeseries and at least one parsed row, not while posting', () => {
    const ts = entry('201012', 'ts1');
    expect(canPostCsv(ts, records, false)).toBe(true);
    expect(canPostCsv(undefined, records, false)).toBe(false);
    expect(canPostCsv(ts, [], false)).toBe(false);
    expect(canPostCsv(ts, records, true)).toBe(false);
  });

  test("'No import number has been defined'", () => {
    expect(csvEntries(entry('201012', 'ts1', { importNumber: '201012-null' }), records)).toEqual({
      ok: false, messageKey: 'csv.noImportNumber', message: 'No import number has been defined',
    });
  });

  test('entries for the chosen timeseries with unit override', () => {
    const result = csvEntries(entry('201012', 'ts1'), records, 'mm');
    if (!result.ok) throw new Error(result.message);
    expect(result.entries[0]).toMatchObject({ tsId: 'ts1', tsUnit: 'mm', dt: iso(2026, 11, 3, 12), value: 12.5, tsRemark: { text: 'neu' } });
  });
});

describe('spec entry.md §5 CSV: decimal comma next to a semicolon delimiter', () => {
  test('commas only between digits are decimal commas, not delimiters', () => {
    expect(detectDelimiter(['01.01.2024;12,5', '02.01.2024;13,5'])).toBe(';');
    expect(detectDelimiter(['1,2', '3,4'])).toBe(',');
    expect(detectDelimiter(['a,1', 'b,2'])).toBe(',');
  });
});
