// Large typed arrays go back to the UI as transferables (moved, not copied).
import { transfer } from 'comlink';
import type { HistoryResult, HistorySeries } from '../../shared/contract';

export function transferHistory(result: HistoryResult): HistoryResult {
  return transfer(result, result.series.flatMap((series) => [series.t.buffer, series.v.buffer]));
}

export function transferSeries(series: HistorySeries): HistorySeries {
  return transfer(series, [series.t.buffer, series.v.buffer]);
}
