// Timeseries history for charts and plausibility.
import type { Entry } from '../schema/entry';
import type { Remark } from '../schema/remark';
import type { TsId } from './ids';
import type { WorkerError } from './errors';

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

/**
 * Issue 37: a history as its chart takes it. uPlot draws `t` (its x in epoch ms) and `v` untouched, but joins a NaN
 * value into the line (only null is a gap for it); `gaps` names the runs of NaN in `v` as index ranges [first, last],
 * ascending, and the chart breaks its line there.
 */
export interface ChartSeries extends HistorySeries {
  gaps: [first: number, last: number][];
}

/** A history result whose series are shaped for the chart (the topics 'history' and 'analysis-history'). */
export interface ChartHistory extends HistoryResult {
  series: ChartSeries[];
}

export interface HistoryResult {
  /** one per requested tsId, in request order; empty columns when nothing is known */
  series: HistorySeries[];
  /** true when at least one chunk came from the local history because the server was not reachable (network, 5xx) */
  fromCache: boolean;
  /** issue 32: the server answered a chunk in a way the worker cannot read; its local history was used instead */
  refused?: WorkerError;
  /** issue 34: some series were answered but could not be stored, the device's storage is full */
  storageFull?: boolean;
}

export interface HistoryApi {
  /**
   * a zoomed analysis chart (issue 13): the stored readings of one series from `from` to `until` (epoch ms) reduced
   * to what a chart `chartColumns` pixels wide draws (every reading once they fit), with the reading before and after
   * the range; empty columns when nothing is stored
   */
  getAnalysisRange(tsId: TsId, from: number, until: number, chartColumns: number): Promise<ChartSeries>;
  /** the entry of a timeseries in a group stored on this device (parameter, unit, station metadata for the chart) */
  findTimeseriesEntry(tsId: TsId): Promise<Entry | undefined>;
}
