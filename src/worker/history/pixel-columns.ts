// issue 13: a chart of 32 series × 1 year hourly cannot show more than one line per pixel column, so the worker sends
// each series reduced to what that width can draw: per column the first, lowest, highest and last reading (M4), so a
// line drawn from the reduced points is the line of all of them, peaks included, and a gap stays a gap.
import type { HistorySeries } from '../../shared/worker-api';

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
