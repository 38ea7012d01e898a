// The app's date and time patterns are numeric only (dd.MM.yyyy HH:mm, dd/MM/yyyy, yyyy-MM-dd'T'HH:mm, HH:mm). date-fns'
// format and parse with their locale tables were 47 KB of the first route's code (issue 38: the group selection's day
// field); these read and write those patterns as date-fns does (tests/unit/shared/format/numeric-date.test.ts compares
// them with date-fns): a field of 1 to 2 digits (the year 1 to 4, above 0), literal separators, whitespace after the end.

type Field = 'yyyy' | 'yy' | 'MM' | 'dd' | 'HH' | 'mm';

const TOKENS = /yyyy|yy|MM|dd|HH|mm|'[^']*'|[^']/g;
const FIELDS = new Set<string>(['yyyy', 'yy', 'MM', 'dd', 'HH', 'mm']);

interface CompiledPattern {
  fields: Field[];
  regExp: RegExp;
}

const compiled = new Map<string, CompiledPattern>();

function compile(pattern: string): CompiledPattern {
  let found = compiled.get(pattern);
  if (found) return found;
  const fields: Field[] = [];
  let source = '^';
  for (const token of pattern.match(TOKENS) ?? []) {
    if (FIELDS.has(token)) {
      fields.push(token as Field);
      source += token === 'yyyy' ? '(\\d{1,4})' : '(\\d{1,2})';
    } else {
      source += (token.startsWith("'") ? token.slice(1, -1) : token).replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    }
  }
  found = { fields, regExp: new RegExp(`${source}\\s*$`) };
  compiled.set(pattern, found);
  return found;
}

const isLeapYear = (year: number) => year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * `text` read with a numeric pattern (fields yyyy, MM, dd, HH, mm; not yy; literals, quoted with '…' where they are letters);
 * fields the pattern lacks come from `reference`. Local time; undefined when the text does not read.
 */
export function parseNumericDate(text: string, pattern: string, reference: Date): Date | undefined {
  const { fields, regExp } = compile(pattern);
  if (fields.includes('yy')) throw new Error(`parseNumericDate: ${pattern}: a two-digit year (yy) is only written`);
  const match = regExp.exec(text);
  if (!match) return undefined;
  const value = (field: Field) => {
    const index = fields.indexOf(field);
    return index < 0 ? undefined : Number(match[index + 1]);
  };
  const year = value('yyyy') ?? reference.getFullYear();
  const month = (value('MM') ?? reference.getMonth() + 1) - 1;
  const day = value('dd') ?? reference.getDate();
  const hours = value('HH') ?? 0;
  const minutes = value('mm') ?? 0;
  const monthDays = month === 1 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month];
  if (year <= 0 || month < 0 || month > 11 || day < 1 || day > monthDays || hours > 23 || minutes > 59) return undefined;
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month, day);
  date.setHours(hours, minutes, 0, 0);
  return date;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `date` written with a numeric pattern (as parseNumericDate reads it), in local time. */
export function formatNumericDate(date: Date, pattern: string): string {
  const field: Record<Field, () => string> = {
    yyyy: () => pad(date.getFullYear(), 4),
    yy: () => pad(date.getFullYear() % 100),
    MM: () => pad(date.getMonth() + 1),
    dd: () => pad(date.getDate()),
    HH: () => pad(date.getHours()),
    mm: () => pad(date.getMinutes()),
  };
  return (pattern.match(TOKENS) ?? []).map((token) => (FIELDS.has(token) ? field[token as Field]() : token.startsWith("'") ? token.slice(1, -1) : token)).join('');
}

/** A Date that holds a time (not an Invalid Date). */
export const isValidDate = (date: Date) => !Number.isNaN(date.getTime());
