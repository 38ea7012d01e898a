// The history domain's door: stored values of timeseries for charts and the entry's last value (contract: shared/contract/history.ts).
import type { HistoryApi } from '../../shared/contract';
import { readHistory } from '../store/history-store';
import { transferChartSeries, transferHistory } from '../util/transfer';
import { loadHistory } from './load-history';
import { reduceRangeToColumns } from './pixel-columns';
import { findTimeseriesEntry } from './timeseries-entry';

export const historyApi = {
  async getHistory(tsIds, from) {
    return transferHistory(await loadHistory(tsIds, { from }));
  },
  async getAnalysisRange(tsId, from, until, chartColumns) {
    const [stored] = await readHistory([tsId]);
    return transferChartSeries(reduceRangeToColumns(stored, from, until, chartColumns));
  },
  findTimeseriesEntry,
} satisfies HistoryApi;
