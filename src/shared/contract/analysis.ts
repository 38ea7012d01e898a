// archive.md §2 Analysis views (table and remarks): the worker loads the round by name and its history and pushes
// views on the topics 'analysis-table' and 'analysis-remarks' (./push.ts).
import type { Entry } from '../schema/entry';
import type { StationTask } from '../schema/station';
import type { YearCounts } from '../rules/analysis';

interface AnalysisTableRow {
  entry: Entry;
  /** the plausible range widened, as shown, and the tooltip explaining it before and after (worded by the UI) */
  range: { text: string; tooltip: { key: 'analysis.widenedRange'; values: { before: string; after: string } } };
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
