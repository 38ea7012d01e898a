import { describe, expect, test } from 'vitest';
import Papa from 'papaparse';
import sharp from 'sharp';
import { buildPhotoJpeg, buildReadingsCsv, CSV_BYTES, CSV_COLUMNS } from '../../bench/fixtures';
import { parseCsvText } from '../../../src/shared/csv/parse';
import { mapCsvRows } from '../../../src/shared/csv/rows';

describe('issue 5 Benchmarks: CSV figure input is a 10 MB / 100,000-row file', () => {
  const csv = buildReadingsCsv();
  const rows = csv.split('\n');

  test('100,000 readings after one header row, about 10 MB', () => {
    expect(rows).toHaveLength(100_001);
    const bytes = Buffer.byteLength(csv, 'utf8');
    expect(bytes).toBeGreaterThan(CSV_BYTES * 0.98);
    expect(bytes).toBeLessThan(CSV_BYTES * 1.05);
  });

  test('the importer (entry.md §5) detects the semicolon and maps every data row to a dated value', () => {
    const head = rows.slice(0, 1001).join('\n');
    const parsed = parseCsvText(head, CSV_COLUMNS.startRow);
    expect(parsed.delimiter).toBe(';');
    const { records, skippedRows } = mapCsvRows(parsed.rows, CSV_COLUMNS, '07:00');
    expect(skippedRows).toEqual([]);
    expect(records).toHaveLength(1000);
    expect(records[1]).toMatchObject({ dt: new Date(2020, 0, 1, 0, 15).toISOString(), value: expect.any(Number) });
  });

  test('rows follow the csvImporter columns: date/time, decimal-comma value, remark', () => {
    expect(rows[1]).toMatch(/^01\.01\.2020 00:00;\d+,\d{3};Lattenpegel/);
    expect(rows[2]).toMatch(/^01\.01\.2020 00:15;/);
    const parsed = Papa.parse<string[]>(rows.slice(0, 11).join('\n'));
    expect(parsed.data.every((cells) => cells.length === 3)).toBe(true);
  });
});

describe('issue 5 Benchmarks: photo figure input is a 12-megapixel JPEG that must be downscaled', () => {
  test('12,000,000-pixel JPEG whose longer side exceeds photoMaxSize 6000 px (entry.md §9)', async () => {
    const meta = await sharp(await buildPhotoJpeg()).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width! * meta.height!).toBe(12_000_000);
    expect(Math.max(meta.width!, meta.height!)).toBeGreaterThan(6000);
  });
});
