// issue 13: a chart of 32 series × 1 year hourly cannot show more than one line per pixel column, so the worker sends
// each series reduced to what that width can draw: per column the first, lowest, highest and last reading (M4), so a
// line drawn from the reduced points is the line of all of them, peaks included, and a gap stays a gap. A zoomed chart
// gets the readings of its time range reduced the same way: every reading once they fit.
import type { HistorySeries } from '../../shared/contract';

/** columns below which a reduction would keep nearly every point */
const POINTS_PER_COLUMN = 4;

/** The readings of `series` that a chart `columns` (a whole number) pixels wide draws; remarks are not kept (their indexes would move). */
export function reduceToColumns(series: HistorySeries, columns: number): HistorySeries {
  const { t, v } = series;
  const start = t[0];
  const span = t[t.length - 1] - start;
  if (t.length <= POINTS_PER_COLUMN * columns || !(span > 0)) return series;
  const columnOf = (index: number) => Math.min(columns - 1, Math.floor(((t[index] - start) / span) * columns));
  const kept: number[] = [];
  let index = 0;
  while (index < t.length) {
    const column = columnOf(index);
    let first = -1;
    let last = -1;
    let lowest = -1;
    let highest = -1;
    let gap = -1;
    for (; index < t.length && columnOf(index) === column; index++) {
      const value = v[index];
      if (Number.isNaN(value)) {
        if (gap < 0) gap = index;
        continue;
      }
      if (first < 0) first = index;
      last = index;
      if (lowest < 0 || value < v[lowest]) lowest = index;
      if (highest < 0 || value > v[highest]) highest = index;
    }
    kept.push(...[...new Set([first, lowest, highest, last, gap])].filter((one) => one >= 0).sort((a, b) => a - b));
  }
  return {
    tsId: series.tsId,
    t: Float64Array.from(kept, (one) => t[one]),
    v: Float64Array.from(kept, (one) => v[one]),
    remarks: [],
  };
}

/**
 * The readings of `series` from `from` to `until` (epoch ms) that a chart `columns` pixels wide showing that range
 * draws, with the reading just before and just after it, so the line runs on to the chart's edges; without remarks.
 */
export function reduceRangeToColumns(series: HistorySeries, from: number, until: number, columns: number): HistorySeries {
  const { t, v } = series;
  const start = firstIndexFrom(t, from);
  const end = firstIndexFrom(t, until + 1);
  const inside = reduceToColumns({ tsId: series.tsId, t: t.subarray(start, end), v: v.subarray(start, end), remarks: [] }, columns);
  const before = start > 0 ? [start - 1] : [];
  const after = end < t.length ? [end] : [];
  const join = (column: Float64Array, reduced: Float64Array) =>
    Float64Array.from([...before.map((index) => column[index]), ...reduced, ...after.map((index) => column[index])]);
  return { tsId: series.tsId, t: join(t, inside.t), v: join(v, inside.v), remarks: [] };
}

/** The index of the first time not before `time` in the ascending times (their length when there is none). */
function firstIndexFrom(times: Float64Array, time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle] < time) low = middle + 1;
    else high = middle;
  }
  return low;
}
