// issue 12 (spec entry.md §2 CSV importer, numbering 0-based, -1 = none): the layout the importer proposes from a file.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dataStartLine, detectCsvLayout } from '../../../../src/shared/csv/layout';
import { dataLines, parseCsvText } from '../../../../src/shared/csv/parse';

const rows = (text: string, startRow = 0) => parseCsvText(text, startRow).rows;

describe('issue 12: the importer recognises a file layout', () => {
  test('an eHYD export: 20 header lines up to "Werte:", then "dd.MM.yyyy HH:mm:ss ; value" with "Lücke" for gaps', () => {
    const text = readFileSync('tests/fixtures/ehyd-sample.csv', 'utf8');
    const start = dataStartLine(dataLines(text));
    expect(start).toBe(20);
    const parsed = parseCsvText(text, start);
    expect(parsed.delimiter).toBe(';');
    expect(detectCsvLayout(parsed.rows)).toEqual({
      startRow: 20, dateColumn: 0, timeColumn: 0, valueColumn: 1, remarkColumn: -1, dateTimeFormat: 'dd.MM.yyyy HH:mm:ss',
    });
  });

  test('a header line with a date and a value alone (the gauge zero of an eHYD header) is not the start of the data', () => {
    const text = ['Pegelnull:;Gültig seit:;Höhe', ';01.01.1976;568,47', 'Werte:', '01.01.2024 07:00;1', '02.01.2024 07:00;2', '03.01.2024 07:00;3'].join('\n');
    expect(detectCsvLayout(rows(text))?.startRow).toBe(3);
    expect(detectCsvLayout(rows(text))?.dateTimeFormat).toBe('dd.MM.yyyy HH:mm');
  });

  test('date and time in their own columns, a remark column, ISO dates: each proposed', () => {
    const text = ['Datum,Zeit,Bemerkung,Wert', '2025-03-01,07:30,,12.5', '2025-03-02,07:45,Pegel vereist,13', '2025-03-03,08:00,,11'].join('\n');
    expect(detectCsvLayout(rows(text))).toEqual({
      startRow: 1, dateColumn: 0, timeColumn: 1, valueColumn: 3, remarkColumn: 2, dateTimeFormat: 'yyyy-MM-dd HH:mm',
    });
  });

  test('a date without a time keeps the time column on the date column (the default time is appended, spec §5)', () => {
    const text = ['Bemerkung;Datum;Wert', 'Text;TT.MM.JJJJ;cm', ';01.03.2025;12,5', 'Pegel ok;02.03.2025;13'].join('\n');
    expect(detectCsvLayout(rows(text))).toEqual({
      startRow: 2, dateColumn: 1, timeColumn: 1, valueColumn: 2, remarkColumn: 0, dateTimeFormat: 'dd.MM.yyyy HH:mm',
    });
  });

  test('ISO date-times with T and seconds', () => {
    const text = ['2025-03-01T07:30:00;5', '2025-03-02T07:30:00;6'].join('\n');
    expect(detectCsvLayout(rows(text))).toMatchObject({ startRow: 0, dateColumn: 0, valueColumn: 1, dateTimeFormat: "yyyy-MM-dd'T'HH:mm:ss" });
  });

  test('a start row the user chose is used for the columns; no date anywhere: nothing is proposed', () => {
    const text = ['01.01.2024 07:00;1;a', '02.01.2024 07:00;2;b', 'x;y', '03.01.2024;3;c'].join('\n');
    expect(detectCsvLayout(rows(text), 3)).toMatchObject({ startRow: 3, dateTimeFormat: 'dd.MM.yyyy HH:mm', valueColumn: 1, remarkColumn: 2 });
    expect(detectCsvLayout(rows('a;b\nc;d'))).toBeUndefined();
    expect(dataStartLine(['a;b', 'c;d'])).toBe(0);
  });
});
