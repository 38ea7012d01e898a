// issue 9 limits shared by every schema: text lengths, refused control characters, dates as real instants.
import * as Type from 'typebox';

/** Documented maximum lengths (characters) of the text fields of /hwe-api/v2. */
export const MAX_LENGTH = {
  /** ids and keys: instanceId, tsId, staNumber, image names, user names, roles */
  id: 100,
  /** names: station, site, parameter, unit, team */
  name: 200,
  /** a remark of an entry, a round or a decision (about four printed pages) */
  remark: 10_000,
  /** a decision value (a number typed as text or a code) */
  decisionValue: 100,
} as const;

/** spec-free choice (issue 9): items per list in one body, e.g. entries of a round post */
export const MAX_ITEMS = 10_000;

/** C0 controls and DEL; a single-line text refuses all of them */
const SINGLE_LINE = '^[^\\u0000-\\u001f\\u007f]*$';
/** a remark may hold tab, newline and carriage return, no other control character */
const MULTI_LINE = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/**
 * issue 35: an id (instanceId, tsId, image name, user name, …) is a single line without quotes, backslash, slash
 * or angle brackets, and not only dots (`.` and `..` name no round and no image): it lands in paths, headers and
 * file names.
 */
const SAFE_ID = '^(?!\\.*$)[^\u0000-\u001f\u007f"\'`\\\\/<>]*$';
export const Id = (options: { minLength?: number } = {}) =>
  Type.String({ minLength: options.minLength ?? 1, maxLength: MAX_LENGTH.id, pattern: SAFE_ID });
export const Name = () => Type.String({ maxLength: MAX_LENGTH.name, pattern: SINGLE_LINE });
export const RemarkText = () => Type.String({ maxLength: MAX_LENGTH.remark, pattern: MULTI_LINE });

/** Name of the one date format every validator (ajv on the server, TypeBox in the worker) knows. */
export const INSTANT_FORMAT = 'instant';
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2200;
const INSTANT = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,9})?)?(?:Z|[+-](\d\d):(\d\d))$/i;

/** issue 35: the widest UTC offset in use (Kiribati, +14:00); PostgreSQL refuses offsets beyond ±15:59. */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * An ISO date-time with a time zone that names a real instant in the years 1900–2200: no leap second
 * (`…T23:59:60Z`), no 31 February, no year 0000, no extended years (`+275760-…`), no offset beyond ±14:00.
 */
export function isInstant(text: string): boolean {
  const match = INSTANT.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second = '0', zoneHour = '0', zoneMinute = '0'] = match.slice(1).map((part) => part ?? '0');
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || Number(zoneMinute) > 59) return false;
  if (Number(zoneHour) * 60 + Number(zoneMinute) > MAX_OFFSET_MINUTES) return false;
  if (Number(year) < EARLIEST_YEAR || Number(year) > LATEST_YEAR) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

export const Instant = () => Type.String({ format: INSTANT_FORMAT, maxLength: 40 });

export const NullableNumber = () => Type.Union([Type.Number(), Type.Null()]);
