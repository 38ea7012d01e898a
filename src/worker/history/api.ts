// The history domain's door: a zoomed analysis chart's stored values and a timeseries' entry; its histories are
// topics (./topics.ts). Contract: shared/contract/history.ts.
import type { HistoryApi } from '../../shared/contract';
import { readHistory } from '../store/history-store';
import { transferChartSeries } from '../util/transfer';
import { reduceRangeToColumns } from './pixel-columns';
import { findTimeseriesEntry } from './timeseries-entry';

export const historyApi = {
  async getAnalysisRange(tsId, from, until, chartColumns) {
    const [stored] = await readHistory([tsId]);
    return transferChartSeries(reduceRangeToColumns(stored, from, until, chartColumns));
  },
  findTimeseriesEntry,
} satisfies HistoryApi;
