// Issue 37 "the worker hands over what the screen takes": uPlot draws the worker's typed columns as they arrived (no
// per-point copy on the main thread), and a run of readings without value (archive.md §2: gaps) stays a break in the
// drawn line although uPlot joins NaN; entry.md §5 Chart inversion flips the axis instead of negating every value.
import type uPlot from 'uplot';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import HistoryChart from '../../../../src/ui/screens/chart/HistoryChart';
import type { ChartReadings } from '../../../../src/ui/screens/chart/chart-readings';
import { gapRanges } from '../../../../src/worker/history/chart-series';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_ID, mountAt, startApp } from '../csv/mount-tools';
import { charts } from './recorded-charts';
import { mountElement, unmountScreens } from '../mount';

vi.mock('uplot', (importOriginal) => import('./recorded-charts').then(({ recordingUplot }) => recordingUplot(importOriginal)));

beforeAll(() => startApp());
afterEach(() => unmountScreens());

const STROKE = { red: 0x0b, green: 0x53, blue: 0x94 };
const HOUR = 3_600_000;

/** 100 hourly readings of 10 with none at the first hour and from hour 40 to 59 */
function readingsWithGaps(): ChartReadings {
  const t = Float64Array.from({ length: 100 }, (_, hour) => Date.UTC(2025, 0, 1) + hour * HOUR);
  const v = Float64Array.from(t, (_, hour) => (hour === 0 || (hour >= 40 && hour < 60) ? NaN : 10));
  return { t, v, gaps: gapRanges(v) };
}

async function drawnChart(readings: ChartReadings, inverted = false): Promise<uPlot> {
  mountElement(<HistoryChart readings={readings} inverted={inverted} label="Pegel › W" locale="de" />);
  await expect.poll(() => charts.find((chart) => chart.root.isConnected), { timeout: 20_000 }).toBeDefined();
  return charts.find((chart) => chart.root.isConnected)!;
}

/** Whether the line's colour is painted anywhere in the plot's canvas column at the reading of `hour`. */
function strokeInColumnOf(chart: uPlot, readings: ChartReadings, hour: number): boolean {
  const x = Math.round(chart.valToPos(readings.t[hour], 'x', true));
  const { top, height } = chart.bbox;
  const column = chart.ctx.getImageData(x, top, 1, height).data;
  for (let offset = 0; offset < column.length; offset += 4) {
    const [red, green, blue] = column.subarray(offset, offset + 3);
    if (Math.abs(red - STROKE.red) < 40 && Math.abs(green - STROKE.green) < 40 && Math.abs(blue - STROKE.blue) < 40) return true;
  }
  return false;
}

describe('issue 37: chart data in uPlot’s shape', () => {
  test('the worker names the runs of readings without value as index ranges', () => {
    expect(gapRanges(Float64Array.from([NaN, 1, NaN, NaN, 2, NaN]))).toEqual([[0, 0], [2, 3], [5, 5]]);
    expect(gapRanges(Float64Array.from([1, 2]))).toEqual([]);
  });

  test('uPlot receives the typed columns themselves: no reading is copied on the main thread', async () => {
    const readings = readingsWithGaps();
    const chart = await drawnChart(readings);
    expect(chart.data[0]).toBe(readings.t);
    expect(chart.data[1]).toBe(readings.v);
  });

  test('a gap in the values stays a break in the drawn line (a NaN left to uPlot alone would be joined)', async () => {
    const readings = readingsWithGaps();
    const chart = await drawnChart(readings);
    await expect.poll(() => strokeInColumnOf(chart, readings, 20), { timeout: 20_000 }).toBe(true);
    expect(strokeInColumnOf(chart, readings, 80)).toBe(true);
    expect(strokeInColumnOf(chart, readings, 50)).toBe(false);
    // a NaN first in view leaves the y range to the values
    expect(Number.isFinite(chart.scales.y.min)).toBe(true);
    expect(Number.isFinite(chart.scales.y.max)).toBe(true);
    unmountScreens();

    // the same values without their gap ranges: uPlot draws straight across the gap
    const joined = await drawnChart({ ...readingsWithGaps(), gaps: [] });
    await expect.poll(() => strokeInColumnOf(joined, readings, 20), { timeout: 20_000 }).toBe(true);
    expect(strokeInColumnOf(joined, readings, 50)).toBe(true);
  });

  test('entry.md §5 Chart inversion: the axis runs downwards and is labelled with the negated values', async () => {
    const t = Float64Array.from({ length: 10 }, (_, hour) => Date.UTC(2025, 0, 1) + hour * HOUR);
    const v = Float64Array.from(t, (_, hour) => 100 + hour * 500);
    const chart = await drawnChart({ t, v, gaps: [] }, true);
    expect(chart.data[1]).toBe(v);
    expect(chart.valToPos(4600, 'y')).toBeGreaterThan(chart.valToPos(100, 'y'));
    const labels = chart.axes[1].values as (chart: uPlot, splits: number[]) => string[];
    expect(labels(chart, [150, 3000, 0])).toEqual(['-150', '-3k', '0']);
  });

  test('the timeseries chart draws the series the worker pushed: typed columns, one x per reading', async () => {
    const entry = (await workerApi().loadGroup(DEMO_ROUND_ID)).entries.find((candidate) => candidate.inputType === 'NUMBER')!;
    mountAt(`/timeseriesChart/${encodeURIComponent(entry.tsId)}?date=2025-01-01T00:00:00Z&value=1`);
    await expect.poll(() => charts.find((chart) => chart.root.isConnected), { timeout: 20_000 }).toBeDefined();
    const chart = charts.find((candidate) => candidate.root.isConnected)!;
    expect(chart.data[0]).toBeInstanceOf(Float64Array);
    expect(chart.data[1]).toBeInstanceOf(Float64Array);
    // the marked reading is drawn over the plot, not spliced into the columns
    expect(chart.data).toHaveLength(2);
    expect(chart.data[0].length).toBe(document.querySelectorAll('.history-table tbody tr').length);
  });
});
