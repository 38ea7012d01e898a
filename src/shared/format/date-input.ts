// spec entry.md §5 date input, §9 minimum year 2020, mez shift: how a date field reads what the user types or pastes
// and shows a stored instant. Input parsing and display, not rules about the data: it runs where the user types
// (issue 10, docs/decisions/online-input.md "Date fields").
import { isValidDate, parseNumericDate } from './numeric-date';

const MIN_INPUT_YEAR = 2020;
const MEZ_SHIFT_MINUTES = 60;
/** UTC offset (minutes east of UTC) at which the mez option shifts times: summer time in Central Europe */
const MEZ_SHIFT_AT_OFFSET = 120;

/** An ISO string or Date as a valid Date; nothing, '' or an invalid date is undefined. */
export function toDate(dt: Date | string | undefined | null): Date | undefined {
  if (dt === undefined || dt === null || dt === '') return undefined;
  const date = typeof dt === 'string' ? new Date(dt) : dt;
  return isValidDate(date) ? date : undefined;
}

type TypedDateAction = 'apply' | 'ignore' | 'clear';

/**
 * What a date input does with the value typed so far: it applies only when the year is at least
 * 2020 (so '0002' while typing a year is not taken), except on blur, where any valid date
 * applies and an invalid value clears the field.
 */
export function typedDateAction(date: Date | undefined, onBlur: boolean): TypedDateAction {
  const valid = date !== undefined && isValidDate(date);
  if (onBlur) return valid ? 'apply' : 'clear';
  return valid && date.getFullYear() >= MIN_INPUT_YEAR ? 'apply' : 'ignore';
}

const PASTE_DATE_FORMATS = ['dd.MM.yyyy', 'yyyy-MM-dd'];
const PASTE_TIME_FORMAT = 'HH:mm';

/** A pasted date DD.MM.YYYY or YYYY-MM-DD, as a local date at midnight. */
export function parsePastedDate(text: string): Date | undefined {
  const trimmed = text.trim();
  for (const format of PASTE_DATE_FORMATS) {
    const date = parseNumericDate(trimmed, format, new Date(2000, 0, 1));
    if (date) return date;
  }
  return undefined;
}

/** A pasted time HH:mm as hours and minutes. */
export function parsePastedTime(text: string): { hours: number; minutes: number } | undefined {
  const date = parseNumericDate(text.trim(), PASTE_TIME_FORMAT, new Date(2000, 0, 1));
  return date && { hours: date.getHours(), minutes: date.getMinutes() };
}

/** Minutes east of UTC of the local time zone at that instant (+120 in Central European summer time). */
function utcOffsetMinutes(date: Date): number {
  return -date.getTimezoneOffset();
}

/** 60 when the mez (winter time) option is on and the UTC offset is 120, else 0. */
export function mezShiftMinutes(mez: boolean, offsetMinutes: number): number {
  return mez && offsetMinutes === MEZ_SHIFT_AT_OFFSET ? MEZ_SHIFT_MINUTES : 0;
}

const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** A clock time entered in MEZ as the instant to store: a local summer-time reading plus 60 minutes. */
export function fromMezInput(local: Date, mez: boolean): Date {
  return addMinutes(local, mezShiftMinutes(mez, utcOffsetMinutes(local)));
}

/** A stored instant as the local clock time to show in MEZ: minus 60 minutes in summer time. */
export function toMezDisplay(instant: Date, mez: boolean): Date {
  return addMinutes(instant, -mezShiftMinutes(mez, utcOffsetMinutes(instant)));
}
