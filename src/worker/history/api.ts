// The history domain's door: stored values of timeseries for charts and the entry's last value (contract: shared/contract/history.ts).
import type { HistoryApi } from '../../shared/contract';
import { analysisHistoryStart } from '../../shared/rules/analysis';
import { readHistory } from '../store/history-store';
import { transferHistory, transferSeries } from '../util/transfer';
import { loadHistory } from './load-history';
import { reduceRangeToColumns, reduceToColumns } from './pixel-columns';
import { findTimeseriesEntry } from './timeseries-entry';

export const historyApi = {
  async getHistory(tsIds, from) {
    return transferHistory(await loadHistory(tsIds, { from }));
  },
  async getAnalysisHistory(tsIds, chartColumns) {
    const history = await loadHistory(tsIds, { from: analysisHistoryStart(new Date()).toISOString(), answerBeforeStored: true });
    if (chartColumns !== undefined && chartColumns >= 1) history.series = history.series.map((series) => reduceToColumns(series, chartColumns));
    return transferHistory(history);
  },
  async getAnalysisRange(tsId, from, until, chartColumns) {
    const [stored] = await readHistory([tsId]);
    return transferSeries(reduceRangeToColumns(stored, from, until, chartColumns));
  },
  findTimeseriesEntry,
} satisfies HistoryApi;
