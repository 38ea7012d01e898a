// Row view models of a round, computed with the src/shared rules (spec entry.md §2 row colours, §5 plausibility).
import type { Settings } from '../../shared/schema/settings';
import { groupByStation, isEntryFilled, isStationComplete, rowStatus } from '../../shared/rules/completion';
import { dateImplausibility, dateImplausibleMessage } from '../../shared/rules/dates';
import { isStationRemarkEnabled } from '../../shared/rules/input-type';
import { checkLastValue, checkValue } from '../../shared/rules/plausibility';
import { checkTablePost, resolveValue } from '../../shared/rules/posting';
import { deletionConfirmation } from '../../shared/rules/deletion';
import { isOfflineCopyExpired } from '../../shared/rules/group-selection';
import { incompletePost, stationProgress } from '../../shared/rules/stations';
import { mobileStartView } from '../../shared/rules/stations-list';
import { derivedRowView } from './derived-values';
import { stationViews } from './station-views';
import { isValidNumber } from '../../shared/format/number';
import type { EntryKey, OfflineRound, OfflineRoundSummary, RoundView, RowView } from '../../shared/contract';

export function roundView(round: OfflineRound, settings: Settings, now = new Date()): RoundView {
  const rows = round.entries.map((entry, index): RowView => {
    const dateIssue = dateImplausibility(entry.dt, now, settings.pastDateDays);
    const resolved = isValidNumber(entry.value) ? undefined : resolveValue(entry, round.entries, settings.formulaGenerators).value;
    return {
      index,
      // every stored copy's rows have keys (updateRound gives them)
      entryKey: entry.entryKey as EntryKey,
      calculatedValue: isValidNumber(resolved) ? resolved : undefined,
      status: rowStatus(entry, now, settings.pastDateDays),
      filled: isEntryFilled(entry),
      implausible: checkValue(entry).message,
      lastValue: settings.showLastPlausible ? checkLastValue(entry).message : undefined,
      dateIssue: dateIssue && dateImplausibleMessage(dateIssue, settings.pastDateDays),
      stationRemarkEnabled: isStationRemarkEnabled(entry),
      ...derivedRowView(entry),
    };
  });
  const { count } = incompletePost(round.entries);
  return {
    round,
    rows,
    stations: stationViews(round.entries, now, settings.pastDateDays),
    progress: stationProgress(round.entries),
    startView: mobileStartView(round.entries),
    tablePostCheck: checkTablePost(round.entries),
    deletion: deletionConfirmation(round.entries),
    incompletePostPrompt: settings.postTimeseriesIncompletePrompt && count > 0 ? count : undefined,
  };
}

export function roundSummary(round: OfflineRound): OfflineRoundSummary {
  return {
    instanceId: round.instanceId,
    mrId: round.mrId,
    mrName: round.mrName,
    creationTime: round.creationTime,
    progress: stationProgress(round.entries),
    empty: !groupByStation(round.entries).some(isStationComplete),
    expired: isOfflineCopyExpired(round.creationTime, new Date()),
    onlineEntry: round.onlineEntry === true,
  };
}
