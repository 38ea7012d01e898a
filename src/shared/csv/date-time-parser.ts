// A date-time format compiled once per import: 100,000 CSV rows cannot afford date-fns `parse` per row
// (~40–80 µs each). Formats made only of the numeric tokens yyyy MM dd HH mm ss, separated by literals,
// are read with one regular expression and checked like date-fns does (a token of n letters takes 1 to n
// digits, as in date-fns); any other format uses date-fns.
import { isValid, parse } from 'date-fns';

export type DateTimeParser = (text: string) => Date | undefined;

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
  return (text) => {
    const match = regExp.exec(text);
    if (!match) return undefined;
    const part = { yyyy: 0, MM: 1, dd: 1, HH: 0, mm: 0, ss: 0 };
    order.forEach((token, i) => (part[token] = Number(match[i + 1])));
    const date = new Date(part.yyyy, part.MM - 1, part.dd, part.HH, part.mm, part.ss);
    date.setFullYear(part.yyyy);
    const fits = date.getMonth() === part.MM - 1 && date.getDate() === part.dd && part.HH < 24 && part.mm < 60 && part.ss < 60;
    return fits ? date : undefined;
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
