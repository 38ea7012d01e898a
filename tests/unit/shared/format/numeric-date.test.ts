// issue 38 item "first visit": the date fields' patterns read and written without date-fns on the first route
// (src/shared/format/numeric-date.ts), exactly as date-fns' parse and format did (spec entry.md §5 date input, §9 Display).
import { format, isValid, parse } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatNumericDate, parseNumericDate } from '../../../../src/shared/format/numeric-date';

/** every pattern the app reads or writes with these functions (src/shared/format/date.ts, date-input.ts) */
const PATTERNS = ['dd.MM.yyyy HH:mm', 'dd/MM/yyyy HH:mm', 'dd.MM.yy HH:mm', 'dd.MM.yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm', "yyyy-MM-dd'T'HH:mm", 'HH:mm'];
/** the short form (two-digit year) is only written */
const READ_PATTERNS = PATTERNS.filter((pattern) => pattern !== 'dd.MM.yy HH:mm');
const REFERENCE = new Date(2000, 0, 1);

const viaDateFns = (text: string, pattern: string) => {
  const date = parse(text, pattern, REFERENCE);
  return isValid(date) ? date.getTime() : undefined;
};

/** text near a date: digits, the separators and a space, a T; shaped like the patterns or not */
const dateLikeText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789./-: T'.split('')), maxLength: 18 }),
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
    .chain(([day, month, year, hours, minutes]) =>
      fc.constantFrom(
        `${day}.${month}.${year} ${hours}:${minutes}`,
        `${day}/${month}/${year}`,
        `${year}-${month}-${day}T${hours}:${minutes}`,
        `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${hours}:${minutes}  `,
        `${hours}:${minutes}`,
        `${day}.${month}.${year}`,
      ),
    ),
);

describe('numeric date patterns as date-fns reads and writes them (issue 38)', () => {
  test('a text reads to the same instant, or to nothing, as date-fns parse reads it', () => {
    fc.assert(
      fc.property(dateLikeText, fc.constantFrom(...READ_PATTERNS), (text, pattern) => {
        expect(parseNumericDate(text, pattern, REFERENCE)?.getTime()).toBe(viaDateFns(text, pattern));
      }),
      { numRuns: 5000 },
    );
  });

  test('the edges: 29 February only in leap years, a year of 1 to 4 digits above 0, whitespace only after the end', () => {
    for (const text of ['29.02.2024', '29.02.2023', '29.02.2000', '29.02.1900', '31.04.2026', '1.2.26', '01.01.0', '01.01.20261', ' 01.01.2026', '01.01.2026 ', '24:00', '23:60']) {
      for (const pattern of ['dd.MM.yyyy', 'HH:mm']) expect(parseNumericDate(text, pattern, REFERENCE)?.getTime(), `${text} as ${pattern}`).toBe(viaDateFns(text, pattern));
    }
    expect(parseNumericDate('29.02.2024', 'dd.MM.yyyy', REFERENCE)).toEqual(new Date(2024, 1, 29));
    expect(() => parseNumericDate('01.01.26', 'dd.MM.yy', REFERENCE)).toThrow(/yy/);
  });

  test('a date is written as date-fns format writes it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), fc.constantFrom(...PATTERNS), (date, pattern) => {
        expect(formatNumericDate(date, pattern)).toBe(format(date, pattern));
      }),
      { numRuns: 2000 },
    );
  });
});
