// archive.md §2 entry table of the detail and the report: row colour, value text, §5 implausible value, §4 decision rows.
import { ENTRY_SORT_KEYS, type ArchiveEntryView, type DecisionRowView, type EntryOrders } from '../../shared/contract/archive-rounds';
import { completedValueText } from '../../shared/format/completed-value';
import type { NumberLocale } from '../../shared/format/number';
import type { CompletedEntry } from '../../shared/schema/archive';
import { completedInputType, isEvent } from '../../shared/rules/completed-entry-type';
import { rowStatus } from '../../shared/rules/completion';
import { decisionChoices, isDecided, isRelevantForStage, type DecisionStage } from '../../shared/rules/decisions';
import { isStationRemarkEnabled } from '../../shared/rules/input-type';
import { checkValue } from '../../shared/rules/plausibility';
import { sortRows } from '../../shared/rules/table-sort';

const STAGES: readonly DecisionStage[] = [1, 2];

/** The entry as shown; `stage` is the stage the user decides now (editable rows), none in the report. */
export function entryView(entry: CompletedEntry, index: number, stage: DecisionStage | undefined, locale: NumberLocale): ArchiveEntryView {
  const typed = { ...entry, inputType: completedInputType(entry) };
  const incident = isEvent(typed);
  const plausibility = checkValue(typed);
  const flagged = plausibility.implausible && (entry.implausibleError || !incident);
  return {
    entry,
    index,
    status: rowStatus(typed),
    valueText: completedValueText(entry, locale),
    implausibleText: flagged ? entry.implausibleError || undefined : undefined,
    implausibleMessage: flagged && !entry.implausibleError ? plausibility.message : undefined,
    incident: incident && !entry.implausibleError,
    needsDecision: stage !== undefined && isRelevantForStage(entry, stage),
    decisions: STAGES.filter((each) => isRelevantForStage(entry, each) && (each === stage || isDecided(entry, each))).map((each) =>
      decisionRow(entry, each, each === stage),
    ),
  };
}

/** spec archive.md §2/§4: the remark input is disabled unless the entry holds the incident value (other types always allow one). */
function decisionRow(entry: CompletedEntry, stage: DecisionStage, editable: boolean): DecisionRowView {
  return {
    stage,
    choices: decisionChoices(stage, entry.tsId),
    value: (stage === 1 ? entry.decision1Value : entry.decision2Value) ?? '',
    remark: (stage === 1 ? entry.decision1Remark : entry.decision2Remark)?.text ?? '',
    editable,
    remarkEnabled: isStationRemarkEnabled(entry),
  };
}

/** issue 36 item 13: the rows' indexes in each sort of the entry table, by the archive list's sorting (spec archive.md §2). */
export function entryOrders(rows: readonly ArchiveEntryView[]): EntryOrders {
  const cell = ({ entry }: ArchiveEntryView, key: string) => (key === 'value' ? (entry.value ?? entry.valueCalculated) : entry[key as keyof typeof entry]);
  const order = (column: string, direction: 'asc' | 'desc') => sortRows(rows, { column, direction }, cell).map((row) => row.index);
  return Object.fromEntries(ENTRY_SORT_KEYS.map((key) => [key, { asc: order(key, 'asc'), desc: order(key, 'desc') }])) as EntryOrders;
}
