// archive.md §2 Analysis views (table and remarks): the worker loads the round by name and its history and answers views.
import type { NumberLocale } from '../format/number';
import type { Entry } from '../schema/entry';
import type { StationTask } from '../schema/station';
import type { YearCounts } from '../rules/analysis';

export interface AnalysisTableRow {
  entry: Entry;
  /** the plausible range widened, as shown, and the tooltip explaining it before and after */
  range: { text: string; tooltip: string };
  /** the current year and the 3 before, current year first */
  counts: YearCounts[];
}

export interface AnalysisTableView {
  years: number[];
  rows: AnalysisTableRow[];
}

export interface StationRemarks {
  staNumber: string;
  staName: string;
  tasks: StationTask[];
  /** remarks of the last 12 months matching the filter, newest first */
  remarks: { dt: string; text: string }[];
  batteryVoltage?: string;
  dataCollector?: string;
}

export interface AnalysisRemarksView {
  /** the filter applied: the one asked for, else the setting analysisRemarkFilter, else 'Datensammler|neu' */
  filter: string;
  stations: StationRemarks[];
}

export interface AnalysisApi {
  /**
   * The table of the round named `groupName` (UNKNOWN_GROUP_NAME when the list has none), pushed to `onView` from the
   * history stored on this device when any is, then from the server's (issue 32); `cancelHistoryLoad(loadId)` ends it.
   */
  pushAnalysisTable(groupName: string, locale: NumberLocale, onView: (view: AnalysisTableView) => void, loadId?: string): Promise<void>;
  /** The remarks of the round named `groupName` with the setting's filter, pushed as the table is. */
  pushAnalysisRemarks(groupName: string, onView: (view: AnalysisRemarksView) => void, loadId?: string): Promise<void>;
  /** The remarks of the round named `groupName` with another filter: a round loaded before is filtered again. */
  analysisRemarks(groupName: string, filter: string): Promise<AnalysisRemarksView>;
}
