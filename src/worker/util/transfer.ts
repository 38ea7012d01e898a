// Large typed arrays go back to the UI as transferables (moved, not copied).
import { transfer } from 'comlink';
import type { HistoryResult, HistorySeries, ReadPiece } from '../../shared/contract';

/** A piece of a history topic: Comlink transfers what is listed for the argument itself, so the piece is listed. */
export function transferHistoryPiece(result: HistoryResult, last: boolean): ReadPiece<HistoryResult> {
  return transfer({ view: result, last }, historyBuffers(result));
}

export function transferSeries(series: HistorySeries): HistorySeries {
  return transfer(series, [series.t.buffer, series.v.buffer]);
}

function historyBuffers(result: HistoryResult): ArrayBuffer[] {
  return result.series.flatMap((series) => [series.t.buffer as ArrayBuffer, series.v.buffer as ArrayBuffer]);
}
