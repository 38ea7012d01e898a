import { asTsId } from '../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { HistorySeries } from '../../../src/shared/contract';
import { reduceRangeToColumns, reduceToColumns } from '../../../src/worker/history/pixel-columns';

const HOUR = 3_600_000;
const YEAR_HOURS = 8760;
const COLUMNS = 720;

/** 1 year hourly (the bench's chart round): a daily wave, one spike up and one down, and a 5-hour gap */
function hourlyYear(): HistorySeries {
  const t = Float64Array.from({ length: YEAR_HOURS }, (_, i) => Date.UTC(2025, 0, 1) + i * HOUR);
  const v = Float64Array.from({ length: YEAR_HOURS }, (_, i) => 100 + 10 * Math.sin((i / 24) * 2 * Math.PI));
  v[1234] = 500;
  v[5678] = -300;
  v.fill(NaN, 4000, 4005);
  return { tsId: asTsId('ts-1'), t, v, remarks: [{ index: 10, tsRemark: { text: 'Eis' } }] };
}

/** lowest and highest reading per pixel column of a chart `columns` wide over the series' time range */
function columnExtremes({ t, v }: HistorySeries, start: number, span: number): Map<number, [number, number]> {
  const extremes = new Map<number, [number, number]>();
  t.forEach((time, i) => {
    if (Number.isNaN(v[i])) return;
    const column = Math.min(COLUMNS - 1, Math.floor(((time - start) / span) * COLUMNS));
    const [low, high] = extremes.get(column) ?? [Infinity, -Infinity];
    extremes.set(column, [Math.min(low, v[i]), Math.max(high, v[i])]);
  });
  return extremes;
}

describe('issue 13: the worker reduces a chart series to what its pixel width can show', () => {
  test('32 × 1 year hourly: at most 4 readings per pixel column cross to the UI, in time order', () => {
    const reduced = reduceToColumns(hourlyYear(), COLUMNS);
    expect(reduced.t.length).toBeLessThanOrEqual(4 * COLUMNS);
    expect(reduced.t.length).toBe(reduced.v.length);
    expect(reduced.t.every((time, i) => i === 0 || time > reduced.t[i - 1])).toBe(true);
    expect(reduced.remarks).toEqual([]);
  });

  test('every pixel column keeps its lowest and highest reading, so the peaks stay visible', () => {
    const full = hourlyYear();
    const reduced = reduceToColumns(full, COLUMNS);
    const start = full.t[0];
    const span = full.t[YEAR_HOURS - 1] - start;
    expect(columnExtremes(reduced, start, span)).toEqual(columnExtremes(full, start, span));
    expect(Math.max(...reduced.v.filter((value) => !Number.isNaN(value)))).toBe(500);
    expect(Math.min(...reduced.v.filter((value) => !Number.isNaN(value)))).toBe(-300);
    // the first and last reading of the year (the line's ends) are kept
    expect([reduced.t[0], reduced.t.at(-1)]).toEqual([full.t[0], full.t[YEAR_HOURS - 1]]);
  });

  test('a gap stays a gap: a reading without value lies between the readings before and after it', () => {
    const full = hourlyYear();
    const reduced = reduceToColumns(full, COLUMNS);
    const gap = [...reduced.v.keys()].filter((i) => Number.isNaN(reduced.v[i]));
    expect(gap.length).toBeGreaterThan(0);
    expect(reduced.t[gap[0]]).toBe(full.t[4000]);
    for (const i of gap) expect(reduced.t[i]).toBeLessThanOrEqual(full.t[4004]);
    // the readings around it: the last before the gap and the first after it
    expect(reduced.t[gap[0] - 1]).toBe(full.t[3999]);
    expect(reduced.t[gap.at(-1)! + 1]).toBe(full.t[4005]);
  });

  test('a series the width can show in full crosses unchanged, with its remarks', () => {
    const full = hourlyYear();
    expect(reduceToColumns(full, YEAR_HOURS / 4)).toBe(full);
  });
});

describe('issue 13 analysis chart zoom: the worker reduces the zoomed time range from the full readings', () => {
  test('a zoomed week (168 readings) on a chart 720 columns wide gets every reading, with the one before and after', () => {
    const full = hourlyYear();
    // readings 1200 … 1367: the week around the spike of 500 at reading 1234
    const zoomed = reduceRangeToColumns(full, full.t[1200], full.t[1367], COLUMNS);
    expect(zoomed.t.length).toBe(168 + 2);
    expect([...zoomed.t]).toEqual([...full.t.slice(1199, 1369)]);
    expect([...zoomed.v]).toEqual([...full.v.slice(1199, 1369)]);
    // a reading the full year's reduction left out (its column kept only its first, lowest, highest and last) is there
    const yearReduced = reduceToColumns(full, COLUMNS);
    const hidden = 1210;
    expect(yearReduced.t.includes(full.t[hidden])).toBe(false);
    expect(zoomed.v[hidden - 1199]).toBeCloseTo(100 + 10 * Math.sin((hidden / 24) * 2 * Math.PI), 10);
    expect(zoomed.v[1234 - 1199]).toBe(500);
    expect(zoomed.remarks).toEqual([]);
  });

  test('a zoomed quarter (2,184 readings) on a chart 100 columns wide keeps each column\'s extremes: the peak of 500 and the gap', () => {
    const full = hourlyYear();
    const first = 1000;
    const last = 3183;
    const zoomed = reduceRangeToColumns(full, full.t[first], full.t[last], 100);
    expect(zoomed.t.length).toBeLessThanOrEqual(4 * 100 + 2);
    expect(zoomed.t.length).toBeGreaterThan(100);
    expect(Math.max(...zoomed.v)).toBe(500);
    expect(zoomed.t[zoomed.v.indexOf(500)]).toBe(full.t[1234]);
    // the line runs on to the readings just outside the range
    expect([zoomed.t[0], zoomed.t.at(-1)]).toEqual([full.t[first - 1], full.t[last + 1]]);
    expect([zoomed.t[1], zoomed.t.at(-2)]).toEqual([full.t[first], full.t[last]]);
    expect(zoomed.t.every((time, i) => i === 0 || time > zoomed.t[i - 1])).toBe(true);
    const gapped = reduceRangeToColumns(full, full.t[3000], full.t[5183], 100);
    expect(gapped.t.filter((_, i) => Number.isNaN(gapped.v[i]))[0]).toBe(full.t[4000]);
  });

  test('a range without readings gets only the readings around it; nothing stored gets nothing', () => {
    const full = hourlyYear();
    const between = reduceRangeToColumns(full, full.t[10] + 1, full.t[11] - 1, COLUMNS);
    expect([...between.t]).toEqual([full.t[10], full.t[11]]);
    const empty = reduceRangeToColumns({ tsId: asTsId('ts-2'), t: new Float64Array(), v: new Float64Array(), remarks: [] }, 0, 1, COLUMNS);
    expect(empty.t.length).toBe(0);
  });
});
