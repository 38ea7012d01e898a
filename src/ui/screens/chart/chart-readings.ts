// Issue 37: a chart draws the worker's typed columns untouched (x in epoch ms, uPlot's `ms: 1`), so no reading is
// copied on the main thread. uPlot treats only null as a gap and would join a NaN into the line; the worker's gap index
// ranges become the series' gaps instead (spec: missing values are not joined), and the y range leaves NaN out.
import uPlot from 'uplot';
import type { ChartSeries } from '../../../shared/contract';

export type ChartReadings = Pick<ChartSeries, 't' | 'v' | 'gaps'>;

const gapsOfValues = new WeakMap<object, ChartReadings['gaps']>();

/** uPlot's data for the readings: their own columns; their gaps are kept for `gapsOfReadings`. */
export function chartData(readings: ChartReadings): uPlot.AlignedData {
  gapsOfValues.set(readings.v, readings.gaps);
  return [readings.t, readings.v];
}

/**
 * uPlot's series `gaps`: the canvas x ranges cut out of the drawn line, from the reading before each gap in view to the
 * reading after it, as uPlot cuts a run of nulls.
 */
export function gapsOfReadings(chart: uPlot, seriesIndex: number, first: number, last: number): uPlot.Series.Gaps {
  const [times] = chart.data;
  const gaps = gapsOfValues.get(chart.data[seriesIndex]) ?? [];
  const pixel = (index: number) => Math.round(chart.valToPos(times[Math.min(Math.max(index, 0), times.length - 1)], 'x', true));
  return gaps.filter(([from, until]) => until >= first && from <= last).map(([from, until]) => [pixel(from - 1), pixel(until + 1)]);
}

/**
 * uPlot's y range with `alsoShown` (the marked reading) in it. uPlot's own extremes are NaN when the first value in
 * view is a gap; they are then sought without the gaps.
 */
export function valuesRange(alsoShown?: number): uPlot.Range.Function {
  return (chart, dataMin, dataMax) => {
    let [min, max]: [number | null, number | null] = Number.isNaN(dataMin) || Number.isNaN(dataMax) ? extremesInView(chart) : [dataMin, dataMax];
    if (alsoShown !== undefined) [min, max] = [Math.min(min ?? alsoShown, alsoShown), Math.max(max ?? alsoShown, alsoShown)];
    return min === null || max === null ? [null, null] : uPlot.rangeNum(min, max, 0.1, true);
  };
}

function extremesInView(chart: uPlot): [number | null, number | null] {
  const values = chart.data[1];
  const [first, last] = chart.series[1].idxs ?? [0, values.length - 1];
  let min: number | null = null;
  let max: number | null = null;
  for (let index = first; index <= last; index++) {
    const value = values[index];
    if (value === null || value === undefined || Number.isNaN(value)) continue;
    min = min === null ? value : Math.min(min, value);
    max = max === null ? value : Math.max(max, value);
  }
  return [min, max];
}
