// archive.md §2 Analysis views: the round by its name, the history since 1 January of the third year before, and
// the table and remarks computed from them; issue 32 item 2: from the history stored on this device first, then
// refreshed from the server, the read ended when its topic is left (issue 37).
import type { AnalysisRemarksView, AnalysisTableView } from '../../shared/contract/analysis';
import type { HistorySeries } from '../../shared/contract/history';
import type { ReadPiece, Topic } from '../../shared/contract/push';
import { workerError } from '../../shared/contract/errors';
import { formatNumber, type NumberLocale } from '../../shared/format/number';
import type { PlausibilityCheck } from '../../shared/schema/entry';
import type { Group } from '../../shared/schema/group';
import {
  analysisHistoryStart,
  DEFAULT_ANALYSIS_REMARK_FILTER,
  widenedPlausibleRange,
  yearlyCounts,
} from '../../shared/rules/analysis';
import { currentSettings } from '../session/current-settings';
import { listGroups } from '../groups/list-groups';
import { loadGroup } from '../rounds/load-group';
import { loadHistory } from '../history/load-history';
import { stationRemarks } from '../history/station-remarks';
import { readHistory } from '../store/history-store';

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

type PushView<View> = (piece: ReadPiece<View>) => unknown;

/** The topic 'analysis-table': from the history stored on this device at once (when any is), then from the server's. */
export async function readAnalysisTableTopic({ groupName, locale }: Extract<Topic, { kind: 'analysis-table' }>, push: PushView<AnalysisTableView>, signal: AbortSignal): Promise<void> {
  await readAnalysisData(groupName, (data, last) => push({ view: tableView(data, locale), last }), signal);
}

/**
 * The topic 'analysis-remarks': with the setting's filter (or the one asked for) from the stored history first, then
 * from the server's; another filter of the round read last is answered from it, without a read.
 */
export async function readAnalysisRemarksTopic({ groupName, filter }: Extract<Topic, { kind: 'analysis-remarks' }>, push: PushView<AnalysisRemarksView>, signal: AbortSignal): Promise<void> {
  const shownFilter = filter ?? (await settingsRemarkFilter());
  if (filter !== undefined && remarksData?.groupName === groupName) {
    await push({ view: remarksView(remarksData, shownFilter), last: true });
    return;
  }
  await readAnalysisData(
    groupName,
    (data, last) => {
      remarksData = data;
      return push({ view: remarksView(data, shownFilter), last });
    },
    signal,
  );
}

function tableView({ group, series }: AnalysisData, locale: NumberLocale): AnalysisTableView {
  const now = new Date();
  const seriesById = new Map(series.map((one) => [one.tsId, one]));
  return {
    years: yearlyCounts({ t: [], v: [] }, now).map((count) => count.year),
    rows: group.entries.map((entry) => {
      const rangeText = (range: PlausibilityCheck) => `${formatNumber(range.min, locale)} – ${formatNumber(range.max, locale)}`;
      const widened = rangeText(widenedPlausibleRange(entry.tsPlausibilityCheck));
      return {
        entry,
        range: { text: widened, tooltip: { key: 'analysis.widenedRange', values: { before: rangeText(entry.tsPlausibilityCheck ?? {}), after: widened } } },
        counts: yearlyCounts(seriesById.get(entry.tsId) ?? { t: [], v: [] }, now),
      };
    }),
  };
}

function remarksView({ group, series }: AnalysisData, filter: string): AnalysisRemarksView {
  return { filter, stations: stationRemarks(group.entries, series, filter, new Date()) };
}

async function settingsRemarkFilter(): Promise<string> {
  return (await currentSettings()).analysisRemarkFilter ?? DEFAULT_ANALYSIS_REMARK_FILTER;
}

/**
 * The round and its history stored on this device, when any is, then the round and the server's history (a refresh
 * that fails answers the stored history again, as loadHistory does).
 */
async function readAnalysisData(groupName: string, onData: (data: AnalysisData, last: boolean) => unknown, signal: AbortSignal): Promise<void> {
  const group = await loadAnalysisGroup(groupName);
  const tsIds = [...new Set(group.entries.map((entry) => entry.tsId))];
  const stored = await readHistory(tsIds);
  if (stored.some((series) => series.t.length > 0)) await onData({ groupName, group, series: stored }, false);
  const { series } = await loadHistory(tsIds, { from: analysisHistoryStart(new Date()).toISOString(), signal });
  await onData({ groupName, group, series }, true);
}

/** spec entry.md §8 'Cannot find group with name ...': the name is looked up in the round list. */
async function loadAnalysisGroup(groupName: string): Promise<Group> {
  const summary = (await listGroups()).groups.find((candidate) => candidate.mrName === groupName);
  if (!summary) throw workerError('UNKNOWN_GROUP_NAME', `Cannot find group with name ${groupName}`);
  return loadGroup(summary.mrId);
}
