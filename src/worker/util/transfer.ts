// Large typed arrays go back to the UI as transferables (moved, not copied).
import { transfer } from 'comlink';
import type { ChartHistory, ChartSeries, HistoryResult, HistorySeries, ReadPiece } from '../../shared/contract';
import { chartHistory, chartSeries } from '../history/chart-series';

/**
 * A piece of a history topic, its series shaped for the chart: Comlink transfers what is listed for the argument
 * itself, so the piece is listed.
 */
export function transferHistoryPiece(result: HistoryResult, last: boolean): ReadPiece<ChartHistory> {
  return transfer({ view: chartHistory(result), last }, historyBuffers(result));
}

export function transferChartSeries(series: HistorySeries): ChartSeries {
  return transfer(chartSeries(series), [series.t.buffer as ArrayBuffer, series.v.buffer as ArrayBuffer]);
}

function historyBuffers(result: HistoryResult): ArrayBuffer[] {
  return result.series.flatMap((series) => [series.t.buffer as ArrayBuffer, series.v.buffer as ArrayBuffer]);
}
