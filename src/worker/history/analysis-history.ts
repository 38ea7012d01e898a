// archive.md §2 Analysis views, Charts: the history the analysis needs (issue 16), reduced to what its charts draw
// (issue 13). Issue 38: the first opening paints its first chart within 1 s because the series of the charts on screen
// are read alone first and pushed as soon as they are reduced; the others follow in a second piece.
import type { TsId } from '../../shared/contract/ids';
import type { HistoryResult } from '../../shared/contract';
import { analysisHistoryStart } from '../../shared/rules/analysis';
import { transferHistory } from '../util/transfer';
import { loadHistory } from './load-history';
import { reduceToColumns } from './pixel-columns';

/** Since 1 January of the third year before; with `chartColumns`, each series reduced to that many pixel columns. */
export async function loadAnalysisHistory(tsIds: readonly TsId[], chartColumns?: number): Promise<HistoryResult> {
  const history = await loadHistory(tsIds, { from: analysisHistoryStart(new Date()).toISOString(), answerBeforeStored: true });
  if (chartColumns !== undefined && chartColumns >= 1) history.series = history.series.map((series) => reduceToColumns(series, chartColumns));
  return history;
}

/**
 * The first `shownFirst` series, then the others, each piece pushed (transferred) once loaded and reduced; answers once
 * every push has arrived, so that the screen's "all loaded" never comes before the last piece.
 */
export async function pushAnalysisHistory(
  tsIds: readonly TsId[],
  chartColumns: number,
  shownFirst: number,
  onPiece: (piece: HistoryResult) => void | Promise<void>,
): Promise<void> {
  const ids = [...new Set(tsIds)];
  const pushed: (void | Promise<void>)[] = [];
  for (const piece of [ids.slice(0, Math.max(1, shownFirst)), ids.slice(Math.max(1, shownFirst))]) {
    // the screen creates the first chart while the others load: the push is not waited for
    if (piece.length > 0) pushed.push(onPiece(transferHistory(await loadAnalysisHistory(piece, chartColumns))));
  }
  await Promise.all(pushed);
}
