// Issue 37: the worker hands over a history as its chart draws it. uPlot takes the typed columns untouched (no copy
// into plain arrays on the main thread) but joins NaN into the line, so the runs of readings without value go along
// as index ranges, and the chart breaks its line there.
import type { ChartHistory, ChartSeries, HistoryResult, HistorySeries } from '../../shared/contract';

export function chartSeries(series: HistorySeries): ChartSeries {
  return { ...series, gaps: gapRanges(series.v) };
}

export function chartHistory(result: HistoryResult): ChartHistory {
  return { ...result, series: result.series.map(chartSeries) };
}

/** The runs of NaN in `values` as index ranges [first, last], ascending. */
export function gapRanges(values: Float64Array): ChartSeries['gaps'] {
  const gaps: ChartSeries['gaps'] = [];
  for (let index = 0; index < values.length; index++) {
    if (!Number.isNaN(values[index])) continue;
    const first = index;
    while (index + 1 < values.length && Number.isNaN(values[index + 1])) index++;
    gaps.push([first, index]);
  }
  return gaps;
}
