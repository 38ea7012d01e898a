// issue 13 analysis chart zoom: the analysis charts get each series reduced to their pixel columns (at most 4 readings
// a column), so stretching those points hides the readings between them. A zoomed chart draws the readings of its
// range, which the worker reduces to the chart's width; zooming out draws the overview again. The long round's series
// LH-01-W (tests/support/long-history-round.ts) holds reading n (0 = oldest, 15 minutes apart) as (n mod 1000) / 100.
import type uPlot from 'uplot';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { LARGE_ARCHIVE_PREFIX } from '../../../support/large-archive-route';
import { LONG_ROUND_NAME, LONG_ROUND_STEP_MS, LONG_ROUND_TS_IDS, LONG_ROUND_VALUES } from '../../../support/long-history-round';
import HistoryChart from '../../../../src/ui/screens/chart/HistoryChart';
import type { ChartReadings as Readings } from '../../../../src/ui/screens/chart/chart-readings';
import { mountAt, startApp } from '../csv/mount-tools';
import { charts } from '../chart/recorded-charts';
import { mountElement, pointWorkerAt, unmountScreens } from '../mount';

vi.mock('uplot', (importOriginal) => import('../chart/recorded-charts').then(({ recordingUplot }) => recordingUplot(importOriginal)));

beforeAll(async () => {
  await startApp();
  await pointWorkerAt(LARGE_ARCHIVE_PREFIX);
});
afterEach(() => {
  unmountScreens();
  document.body.style.width = '';
});

const TS_ID = LONG_ROUND_TS_IDS[0];

/** The drawn chart of LH-01-W, with every call of its setData (the data given, in order). */
async function drawnChart(): Promise<{ chart: uPlot; dataSet: uPlot.AlignedData[] }> {
  // the comma stays: wouter decodes the path with decodeURI, which leaves %2C as it is
  mountAt(`/analysis/charts/${encodeURI(LONG_ROUND_NAME)}`);
  const card = () => document.querySelector(`.analysis-card[data-ts-id="${TS_ID}"]`);
  await expect.poll(() => card()?.querySelector('.uplot'), { timeout: 30_000 }).toBeTruthy();
  const chart = charts.find((candidate) => card()!.contains(candidate.root))!;
  return { chart, dataSet: recordSetData(chart) };
}

/** Drags over the plot from `fromX` to `toX` (CSS pixels from its left edge), as a user zooms in. */
async function dragOver(chart: uPlot, fromX: number, toX: number): Promise<void> {
  const y = chart.over.clientHeight / 2;
  const plot = page.elementLocator(chart.over);
  await userEvent.dragAndDrop(plot, plot, { sourcePosition: { x: fromX, y }, targetPosition: { x: toX, y } });
}

async function doubleClick(chart: uPlot): Promise<void> {
  await userEvent.dblClick(page.elementLocator(chart.over), { position: { x: 50, y: chart.over.clientHeight / 2 } });
}

/** The seeded readings of LH-01-W from `from` to `until` (chart x: epoch ms) with the one before and after, as the chart draws them. */
function seededReadings(oldest: number, from: number, until: number): { t: number[]; v: number[] } {
  const first = Math.ceil((from - oldest) / LONG_ROUND_STEP_MS) - 1;
  const last = Math.floor((until - oldest) / LONG_ROUND_STEP_MS) + 1;
  const indexes = Array.from({ length: last - first + 1 }, (_, k) => first + k).filter((n) => n >= 0 && n < LONG_ROUND_VALUES);
  return { t: indexes.map((n) => oldest + n * LONG_ROUND_STEP_MS), v: indexes.map((n) => (n % 1000) / 100) };
}

const zoomedRange = (chart: uPlot) => [chart.scales.x.min!, chart.scales.x.max!];

describe('issue 13 analysis chart zoom', () => {
  test('a zoomed chart draws every reading of its range, which the overview hid; a double-click draws the overview again', async () => {
    const { chart, dataSet } = await drawnChart();
    const overview = chart.data;
    const overviewRange = zoomedRange(chart);
    // the overview holds the oldest reading and at most 4 of the hundreds of readings a pixel column (CSS px) of the window covers
    const oldest = overview[0][0];
    expect(overview[0].length).toBeLessThanOrEqual(4 * Math.ceil(window.innerWidth));
    expect(overview[0].length).toBeLessThan(LONG_ROUND_VALUES / 10);

    await dragOver(chart, 100, 104);
    const [from, until] = zoomedRange(chart);
    const seeded = seededReadings(oldest, from, until);
    // a few CSS pixels of 2.5 years: a thousand readings or so, fewer than 4 for each pixel column (CSS px) of the plot
    expect(seeded.t.length).toBeGreaterThan(400);
    expect(seeded.t.length).toBeLessThan(4 * chart.over.clientWidth);
    // most of them the overview left out
    const hidden = seeded.t.filter((time) => !overview[0].includes(time));
    expect(hidden.length).toBeGreaterThan(seeded.t.length / 2);

    await expect.poll(() => chart.data[0].length, { timeout: 20_000 }).toBe(seeded.t.length);
    expect([...chart.data[0]]).toEqual(seeded.t);
    expect([...chart.data[1]]).toEqual(seeded.v);
    expect(zoomedRange(chart)).toEqual([from, until]);

    await doubleClick(chart);
    expect(chart.data).toBe(overview);
    expect(zoomedRange(chart)).toEqual(overviewRange);
    expect(dataSet).toHaveLength(2);
  });

  test('an answer that arrives after a newer zoom or a zoom out is not drawn', async () => {
    // the test answers the zooms, in the order it chooses
    document.body.style.width = '500px';
    const hours = Float64Array.from({ length: 24 * 7 }, (_, hour) => Date.UTC(2025, 0, 1) + hour * 3_600_000);
    const answers: ((readings: Readings) => void)[] = [];
    const loadRange = () => new Promise<Readings>((resolve) => answers.push(resolve));
    mountElement(<HistoryChart readings={{ t: hours, v: hours.map((_, hour) => hour), gaps: [] }} inverted={false} label="Pegel › W" locale="de" loadRange={loadRange} />);
    await expect.poll(() => charts.find((candidate) => candidate.root.isConnected), { timeout: 20_000 }).toBeDefined();
    const chart = charts.find((candidate) => candidate.root.isConnected)!;
    const overview = chart.data;
    const dataSet = recordSetData(chart);
    const readings = (value: number): Readings => ({ t: hours.slice(10, 14), v: new Float64Array(4).fill(value), gaps: [] });
    /** resizes the chart: once it has the new width, React has rendered the answers given before (one render, its effects) */
    const resized = async (width: number) => {
      document.body.style.width = `${width}px`;
      await expect.poll(() => chart.width).toBe(width);
    };

    await dragOver(chart, 100, 200);
    await dragOver(chart, 120, 180);
    answers[1](readings(2));
    await expect.poll(() => [...chart.data[1]]).toEqual([2, 2, 2, 2]);
    answers[0](readings(1));
    await resized(450);
    expect([...chart.data[1]]).toEqual([2, 2, 2, 2]);

    await dragOver(chart, 100, 200);
    await doubleClick(chart);
    answers[2](readings(3));
    await resized(400);
    expect(chart.data).toBe(overview);
    expect(dataSet.map((data) => [...data[1]])).toEqual([[2, 2, 2, 2], [...overview[1]]]);
  });
});

/** Every call of the chart's setData from now on (the data given, in order). */
function recordSetData(chart: uPlot): uPlot.AlignedData[] {
  const dataSet: uPlot.AlignedData[] = [];
  const setData = chart.setData;
  chart.setData = (data, resetScales) => {
    dataSet.push(data);
    setData(data, resetScales);
  };
  return dataSet;
}
