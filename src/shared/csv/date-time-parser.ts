// A date-time format compiled once per import: 100,000 CSV rows cannot afford date-fns `parse` per row
// (~40–80 µs each). Formats made only of the numeric tokens yyyy MM dd HH mm ss, separated by literals,
// are read with one regular expression and checked like date-fns does (a token of n letters takes 1 to n
// digits, as in date-fns); any other format uses date-fns.
import { isValid, parse } from 'date-fns';

type DateTimeParser = (text: string) => Date | undefined;

const FIXED_TOKENS = { yyyy: 4, MM: 2, dd: 2, HH: 2, mm: 2, ss: 2 } as const;
type FixedToken = keyof typeof FIXED_TOKENS;
const TOKEN_PATTERN = /yyyy|MM|dd|HH|mm|ss|[A-Za-z']/g;

/** Reads text with a date-fns format (local time); undefined when the text does not match. */
export function compileDateTimeParser(format: string): DateTimeParser {
  return compileFixed(format) ?? ((text) => parseWithDateFns(text, format));
}

function parseWithDateFns(text: string, format: string): Date | undefined {
  const date = parse(text, format, new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

function compileFixed(format: string): DateTimeParser | undefined {
  const order: FixedToken[] = [];
  let pattern = '';
  let last = 0;
  for (const match of format.matchAll(TOKEN_PATTERN)) {
    const literal = format.slice(last, match.index);
    // adjacent tokens (ddMMyyyy) split digits left to right without backtracking: leave them to date-fns
    if (!(match[0] in FIXED_TOKENS) || (order.length > 0 && literal === '')) return undefined;
    pattern += escapeRegExp(literal) + `(\\d{1,${FIXED_TOKENS[match[0] as FixedToken]}})`;
    order.push(match[0] as FixedToken);
    last = match.index + match[0].length;
  }
  if (new Set(order).size !== order.length || !order.includes('yyyy') || !order.includes('MM') || !order.includes('dd')) return undefined;
  const regExp = new RegExp(`^${pattern}${escapeRegExp(format.slice(last))}\\s*$`);
  // the match's group of each token; a time token the format leaves out reads 0
  const [yearAt, monthAt, dayAt, hourAt, minuteAt, secondAt] = (['yyyy', 'MM', 'dd', 'HH', 'mm', 'ss'] as const).map((token) => order.indexOf(token) + 1);
  return (text) => {
    const match = regExp.exec(text);
    if (!match) return undefined;
    // written out, not mapped over the tokens: this runs once per CSV row (issue 13)
    const year = Number(match[yearAt]);
    const month = Number(match[monthAt]);
    const day = Number(match[dayAt]);
    const hour = hourAt ? Number(match[hourAt]) : 0;
    const minute = minuteAt ? Number(match[minuteAt]) : 0;
    const second = secondAt ? Number(match[secondAt]) : 0;
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) return undefined;
    const date = new Date(year, month - 1, day, hour, minute, second);
    // Date reads the years 0 to 99 as 1900 to 1999
    if (year < 100) date.setFullYear(year);
    return date;
  };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
