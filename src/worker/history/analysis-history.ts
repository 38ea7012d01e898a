// archive.md §2 Analysis views, Charts: the history the analysis needs (issue 16), reduced to what its charts draw
// (issue 13). Issue 38: the first opening paints its first chart within 1 s because the series of the charts on screen
// are read alone first and pushed as soon as they are reduced; the others follow in a second piece. Issue 32: the copy
// stored on this device is pushed before the server is asked, and the read ends when the topic is left.
import type { TsId } from '../../shared/contract/ids';
import type { ChartHistory, HistoryResult, ReadPiece, Topic } from '../../shared/contract';
import { analysisHistoryStart } from '../../shared/rules/analysis';
import { readHistory } from '../store/history-store';
import { transferHistoryPiece } from '../util/transfer';
import { loadHistory } from './load-history';
import { reduceToColumns } from './pixel-columns';

/** Since 1 January of the third year before; with `chartColumns`, each series reduced to that many pixel columns. */
async function loadAnalysisHistory(tsIds: readonly TsId[], chartColumns: number, signal: AbortSignal): Promise<HistoryResult> {
  const history = await loadHistory(tsIds, { from: analysisHistoryStart(new Date()).toISOString(), answerBeforeStored: true, signal });
  if (chartColumns >= 1) history.series = history.series.map((series) => reduceToColumns(series, chartColumns));
  return history;
}

/**
 * The topic 'analysis-history': the first `shownFirst` series, then the others: first their copies stored on this
 * device (of the series that have one), then the server's, each piece pushed (transferred) once read and reduced; the
 * read ends once every push has arrived, so that the screen's "all loaded" (the last piece) never comes early.
 */
export async function readAnalysisHistoryTopic(
  { tsIds, chartColumns, shownFirst }: Extract<Topic, { kind: 'analysis-history' }>,
  push: (piece: ReadPiece<ChartHistory>) => unknown,
  signal: AbortSignal,
): Promise<void> {
  const ids = [...new Set(tsIds)];
  const first = Math.max(1, shownFirst);
  // one piece at least: a round without series ends its read too
  const pieces = ids.length <= first ? [ids] : [ids.slice(0, first), ids.slice(first)];
  const pushed: unknown[] = [];
  // issue 32 item 2: what is stored on this device is shown at once, then refreshed from the server
  for (const piece of pieces) {
    const stored = (await readHistory(piece)).filter((series) => series.t.length > 0);
    if (stored.length > 0) pushed.push(push(transferHistoryPiece({ series: stored.map((series) => reduceToColumns(series, chartColumns)), fromCache: false }, false)));
  }
  // the screen creates the first chart while the others load: the push is not waited for
  for (const [index, piece] of pieces.entries()) {
    pushed.push(push(transferHistoryPiece(await loadAnalysisHistory(piece, chartColumns, signal), index === pieces.length - 1)));
  }
  await Promise.all(pushed);
}
