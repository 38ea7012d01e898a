// The topic 'history' (the timeseries chart): issue 32 item 2: the history stored on this device at once, then the
// server's (a refresh that fails answers the stored copy again with its notice, as loadHistory does).
import type { ChartHistory, ReadPiece, TsId } from '../../shared/contract';
import { readHistory } from '../store/history-store';
import { transferHistoryPiece } from '../util/transfer';
import { loadHistory } from './load-history';

export async function readHistoryTopic(tsIds: readonly TsId[], push: (piece: ReadPiece<ChartHistory>) => unknown, signal: AbortSignal): Promise<void> {
  const stored = await readHistory(tsIds);
  if (stored.some((series) => series.t.length > 0)) await push(transferHistoryPiece({ series: stored, fromCache: false }, false));
  await push(transferHistoryPiece(await loadHistory(tsIds, { signal }), true));
}
