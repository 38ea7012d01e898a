// archive.md §2 Analysis views: the round by its name, the history since 1 January of the third year before, and
// the table and remarks computed from them.
import type { AnalysisRemarksView, AnalysisTableView } from '../../shared/contract/analysis';
import type { HistorySeries } from '../../shared/contract/history';
import { workerError } from '../../shared/contract/errors';
import { formatNumber, type NumberLocale } from '../../shared/format/number';
import type { Group } from '../../shared/schema/group';
import {
  analysisHistoryStart,
  DEFAULT_ANALYSIS_REMARK_FILTER,
  widenedPlausibleRange,
  widenedRangeTooltip,
  yearlyCounts,
} from '../../shared/rules/analysis';
import { currentSettings } from '../session/current-settings';
import { listGroups } from '../groups/list-groups';
import { loadGroup } from '../rounds/load-group';
import { loadHistory } from '../history/load-history';
import { stationRemarks } from '../history/station-remarks';

interface AnalysisData {
  groupName: string;
  group: Group;
  series: HistorySeries[];
}

/** the round the remarks screen shows, so a change of its filter needs no new load */
let remarksData: AnalysisData | undefined;

/** Logout: the remarks screen's round is dropped. */
export function forgetAnalysisData(): void {
  remarksData = undefined;
}

export async function analysisTable(groupName: string, locale: NumberLocale): Promise<AnalysisTableView> {
  const { group, series } = await loadAnalysisData(groupName);
  const now = new Date();
  const seriesById = new Map(series.map((one) => [one.tsId, one]));
  return {
    years: yearlyCounts({ t: [], v: [] }, now).map((count) => count.year),
    rows: group.entries.map((entry) => {
      const widened = widenedPlausibleRange(entry.tsPlausibilityCheck);
      return {
        entry,
        range: {
          text: `${formatNumber(widened.min, locale)} – ${formatNumber(widened.max, locale)}`,
          tooltip: widenedRangeTooltip(entry.tsPlausibilityCheck, locale),
        },
        counts: yearlyCounts(seriesById.get(entry.tsId) ?? { t: [], v: [] }, now),
      };
    }),
  };
}

export async function analysisRemarks(groupName: string, filter?: string): Promise<AnalysisRemarksView> {
  if (filter === undefined || remarksData?.groupName !== groupName) remarksData = await loadAnalysisData(groupName);
  const applied = filter ?? (await currentSettings()).analysisRemarkFilter ?? DEFAULT_ANALYSIS_REMARK_FILTER;
  return { filter: applied, stations: stationRemarks(remarksData.group.entries, remarksData.series, applied, new Date()) };
}

/** spec entry.md §8 'Cannot find group with name ...': the name is looked up in the round list. */
async function loadAnalysisData(groupName: string): Promise<AnalysisData> {
  const summary = (await listGroups()).groups.find((candidate) => candidate.mrName === groupName);
  if (!summary) throw workerError('UNKNOWN_GROUP_NAME', `Cannot find group with name ${groupName}`);
  const group = await loadGroup(summary.mrId);
  const tsIds = [...new Set(group.entries.map((entry) => entry.tsId))];
  const { series } = await loadHistory(tsIds, { from: analysisHistoryStart(new Date()).toISOString() });
  return { groupName, group, series };
}
