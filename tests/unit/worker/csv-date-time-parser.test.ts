import { isValid, parse } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { compileDateTimeParser } from '../../../src/shared/csv/date-time-parser';

const dateFns = (text: string, format: string) => {
  const date = parse(text, format, new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
};

describe('spec entry.md §5 CSV: the date is parsed with the chosen format (compiled once, same result as date-fns)', () => {
  const cases: [string, string][] = [
    ['dd.MM.yyyy HH:mm:ss', '01.01.2024 00:00:00'],
    ['dd.MM.yyyy HH:mm:ss', '29.02.2024 23:59:59'],
    ['dd.MM.yyyy HH:mm:ss', '30.02.2024 12:00:00'],
    ['dd.MM.yyyy HH:mm:ss', '01.13.2024 12:00:00'],
    ['dd.MM.yyyy HH:mm:ss', '01.01.2024 24:00:00'],
    ['dd.MM.yyyy HH:mm', '1.1.2024 07:00'],
    ['dd.MM.yyyy HH:mm', '03.11.2026 07:15'],
    ['dd.MM.yyyy HH:mm', '03.11.2026 07:15 '],
    ['dd.MM.yyyy HH:mm', '03.11.2026 07:15x'],
    ['yyyy-MM-dd HH:mm', '2026-11-03 08:30'],
    ['yyyy-MM-dd HH:mm', 'Lücke'],
    ['dd/MM/yyyy', '31/12/2025'],
    ['dd.MM.yyyy', '1.1.24'],
    ['dd.MM.yyyy', '001.01.2024'],
    ['ddMMyyyy', '01012024'],
  ];
  test.each(cases)('%s reads %j like date-fns', (format, text) => {
    expect(compileDateTimeParser(format)(text)?.getTime()).toBe(dateFns(text, format)?.getTime());
  });

  test('formats with other tokens fall back to date-fns', () => {
    expect(compileDateTimeParser('d.M.yyyy H:mm')('3.1.2024 7:05')?.getTime()).toBe(new Date(2024, 0, 3, 7, 5).getTime());
    expect(compileDateTimeParser("yyyy-MM-dd'T'HH:mm")('2024-01-03T07:05')?.getTime()).toBe(new Date(2024, 0, 3, 7, 5).getTime());
  });
});
