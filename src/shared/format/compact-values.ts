// Issue 38 extension values-compact: a series part of the values call's column form in fewer bytes on the wire.
// t as runs of equal steps ([first, step, count, step, count, …], whole milliseconds), v as whole multiples of
// 10^-d written as the difference to the value before (nulls kept, skipped by the differences). Readings come at
// steady steps and change little from one to the next, so the runs are few and the differences short and repeating:
// brotli makes half the bytes or less of them (tests/bench/README.md). A series whose values do not all come back
// exactly from a scale of at most MOST_DECIMALS decimals keeps them as they are (no `d`).
import type { SchemaViolation } from '../schema/check';
import type { HistoricColumns } from '../schema/timeseries';

export const MOST_DECIMALS = 6;
/** the largest scaled value: differences of two stay safe integers */
const LARGEST_SCALED = Math.floor(Number.MAX_SAFE_INTEGER / 2);

export type CompactColumns = Omit<HistoricColumns, 't' | 'v'> & {
  t: number[];
  /** decimals of the scale; absent: v holds the values themselves */
  d?: number;
  v: (number | null)[];
};

/**
 * The fewest decimals (0…MOST_DECIMALS) at which each value (null and NaN skipped) is a whole multiple of
 * 10^-decimals of at most `largest` and the division `whole / 10 ** decimals` gives exactly the value back; undefined
 * when there are none.
 */
export function exactDecimals(values: ArrayLike<number | null>, largest: number): number | undefined {
  for (let decimals = 0; decimals <= MOST_DECIMALS; decimals++) {
    const scale = 10 ** decimals;
    let exact = true;
    for (let index = 0; index < values.length && exact; index++) {
      const value = values[index];
      if (value === null || Number.isNaN(value)) continue;
      const whole = Math.round(value * scale);
      exact = Math.abs(whole) <= largest && whole / scale === value;
    }
    if (exact) return decimals;
  }
  return undefined;
}

/** The part in the compact form (its times rounded to whole milliseconds, as the spec's dt carries them). */
export function compactColumns({ t, v, ...rest }: HistoricColumns): CompactColumns {
  const decimals = exactDecimals(v, LARGEST_SCALED);
  return { ...rest, t: timeRuns(t.map(Math.round)), ...(decimals === undefined ? { v } : { d: decimals, v: scaledSteps(v, 10 ** decimals) }) };
}

function timeRuns(t: readonly number[]): number[] {
  if (t.length === 0) return [];
  const runs = [t[0]];
  for (let index = 1; index < t.length; index++) {
    const step = t[index] - t[index - 1];
    if (runs.length > 1 && runs[runs.length - 2] === step) runs[runs.length - 1]++;
    else runs.push(step, 1);
  }
  return runs;
}

function scaledSteps(v: readonly (number | null)[], scale: number): (number | null)[] {
  let before = 0;
  return v.map((value) => {
    if (value === null) return null;
    const whole = Math.round(value * scale);
    const step = whole - before;
    before = whole;
    return step;
  });
}

/** The part back in the plain column form, or what is wrong with it (counts that do not match the values, a step out of range). */
export function columnsFromCompact({ t: runs, d, v, ...rest }: CompactColumns): HistoricColumns | SchemaViolation {
  const t = timesFromRuns(runs, v.length);
  if (!Array.isArray(t)) return t;
  return d === undefined ? { ...rest, t, v } : valuesFromSteps(v, d, rest, t);
}

function timesFromRuns(runs: readonly number[], length: number): number[] | SchemaViolation {
  const uneven = { field: 't', message: `must be a first time and pairs of step and count for ${length} times` };
  if (length === 0 || runs.length % 2 === 0) return length === 0 && runs.length === 0 ? [] : uneven;
  const t = new Array<number>(length);
  t[0] = runs[0];
  let index = 1;
  for (let run = 1; run < runs.length; run += 2) {
    const [step, count] = [runs[run], runs[run + 1]];
    if (!Number.isSafeInteger(step) || !Number.isSafeInteger(count) || count < 1 || index + count > length) return uneven;
    for (const end = index + count; index < end; index++) t[index] = t[index - 1] + step;
  }
  if (index !== length) return uneven;
  return t.every(Number.isSafeInteger) ? t : { field: 't', message: 'must be whole milliseconds' };
}

function valuesFromSteps(
  steps: readonly (number | null)[],
  decimals: number,
  rest: Omit<CompactColumns, 't' | 'd' | 'v'>,
  t: number[],
): HistoricColumns | SchemaViolation {
  const scale = 10 ** decimals;
  const v = new Array<number | null>(steps.length);
  let whole = 0;
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index];
    if (step === null) {
      v[index] = null;
      continue;
    }
    whole += step;
    if (!Number.isSafeInteger(step) || !Number.isSafeInteger(whole)) return { field: `v.${index}`, message: 'must be whole steps of scaled values' };
    v[index] = whole / scale;
  }
  return { ...rest, t, v };
}
