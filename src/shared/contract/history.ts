// Timeseries history for charts and plausibility.
import type { Entry, Remark } from '../model';
import type { TsId } from './ids';

/** History of one timeseries as columns (transferred, not copied). */
export interface HistorySeries {
  tsId: TsId;
  /** epoch ms, ascending */
  t: Float64Array;
  /** values; NaN where a reading has no value */
  v: Float64Array;
  /** remarks of the readings that have one, by index into t/v */
  remarks: { index: number; staRemark?: Remark; tsRemark?: Remark }[];
}

export interface HistoryResult {
  /** one per requested tsId, in request order; empty columns when nothing is known */
  series: HistorySeries[];
  /** true when at least one chunk came from the local history because the server failed */
  fromCache: boolean;
}

export interface HistoryApi {
  /**
   * spec entry.md §7 timeseries values (chunks of 32 ids), cached per tsId; local history on failure. Values since
   * `from` (ISO instant), by default since now minus the setting historyYears (issue 16).
   */
  getHistory(tsIds: TsId[], from?: string): Promise<HistoryResult>;
  /**
   * the history the analysis needs: since 1 January (local time) of the third year before the current one (issue 16);
   * with `chartColumns`, each series reduced to what a chart that many pixels wide draws, without remarks (issue 13)
   */
  getAnalysisHistory(tsIds: TsId[], chartColumns?: number): Promise<HistoryResult>;
  /** the entry of a timeseries in a group stored on this device (parameter, unit, station metadata for the chart) */
  findTimeseriesEntry(tsId: TsId): Promise<Entry | undefined>;
}
