// issue 32 item 2: the timeseries chart shows the history stored on this device at once, then the server's (a refresh
// that fails answers the stored copy again with its notice, as loadHistory does); item 1: it ends when left.
import type { HistoryResult, TsId } from '../../shared/contract';
import { readHistory } from '../store/history-store';
import { transferHistory } from '../util/transfer';
import { loadHistory } from './load-history';
import { asScreenLoad } from './screen-loads';

export async function pushHistory(tsIds: readonly TsId[], onPiece: (piece: HistoryResult) => unknown, loadId?: string): Promise<void> {
  await asScreenLoad(loadId, async (signal) => {
    const stored = await readHistory(tsIds);
    if (stored.some((series) => series.t.length > 0)) await onPiece(transferHistory({ series: stored, fromCache: false }));
    await onPiece(transferHistory(await loadHistory(tsIds, { signal })));
  });
}
