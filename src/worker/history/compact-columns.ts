// Issue 38: a stored history's columns in half the bytes where that loses nothing: times as whole seconds after the
// series' first time (Int32Array), values as whole multiples of 10^-decimals (Int32Array), a missing value (NaN) as
// -2^31, which no packed value uses. A column whose values do not all fit exactly (milliseconds, more decimals, too
// large) stays a Float64Array.
import type { SchemaViolation } from '../../shared/schema/check';
import type { HistoryRecord } from '../store/schema';
import { exactDecimals } from '../../shared/format/compact-values';

const INT32_MAX = 2 ** 31 - 1;
const MISSING = -(2 ** 31);

const fitsInt32 = (value: number) => Number.isInteger(value) && Math.abs(value) <= INT32_MAX;

export function packTimes(t: Float64Array<ArrayBuffer>): HistoryRecord['t'] {
  if (t.length === 0) return t;
  const first = t[0];
  const seconds = new Int32Array(t.length);
  for (let index = 0; index < t.length; index++) {
    const second = (t[index] - first) / 1000;
    if (!fitsInt32(second)) return t;
    seconds[index] = second;
  }
  return { first, seconds };
}

export function packValues(v: Float64Array<ArrayBuffer>): HistoryRecord['v'] {
  const decimals = exactDecimals(v, INT32_MAX);
  if (decimals === undefined) return v;
  const scale = 10 ** decimals;
  // the very division unpackValues does gives each value back (exactDecimals)
  return { decimals, scaled: Int32Array.from(v, (value) => (Number.isNaN(value) ? MISSING : Math.round(value * scale))) };
}

export const columnLength = (column: HistoryRecord['t'] | HistoryRecord['v']) =>
  column instanceof Float64Array ? column.length : 'seconds' in column ? column.seconds.length : column.scaled.length;

/** Writes the times into `into` from `offset` on. */
export function unpackTimes(column: HistoryRecord['t'], into: Float64Array, offset: number): void {
  if (column instanceof Float64Array) return into.set(column, offset);
  const { first, seconds } = column;
  for (let index = 0; index < seconds.length; index++) into[offset + index] = first + seconds[index] * 1000;
}

/** Writes the values into `into` from `offset` on. */
export function unpackValues(column: HistoryRecord['v'], into: Float64Array, offset: number): void {
  if (column instanceof Float64Array) return into.set(column, offset);
  const scale = 10 ** column.decimals;
  const { scaled } = column;
  for (let index = 0; index < scaled.length; index++) into[offset + index] = scaled[index] === MISSING ? NaN : scaled[index] / scale;
}

/** The columns t and v of a stored record must have one length. */
export function columnsViolation(record: unknown): SchemaViolation | undefined {
  const { t, v } = record as HistoryRecord;
  const length = columnLength(t);
  return length === columnLength(v) ? undefined : { field: 'v', message: `must have as many values as t (${length})` };
}
