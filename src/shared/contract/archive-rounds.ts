// archive.md §2 detail and report, §4 decisions: the worker applies the rules and answers views; the UI shows them.
import type { NumberLocale } from '../format/number';
import type { CompletedEntry, CompletedMeasureRound } from '../schema/archive';
import type { RowStatus } from '../rules/completion';
import type { DecisionProgress, DecisionStage } from '../rules/decisions';
import type { DecisionChoice } from '../format/decision-labels';
import type { ReportMatrix } from '../rules/report';
import type { RuleMessage } from '../rules/rule-message';
import type { ArchiveQuery } from './archive';
import type { WorkerError } from './errors';
import type { InstanceId } from './ids';

/** The decision fields of an entry that the user edits. */
export type DecisionPatch = Partial<Pick<CompletedEntry, 'decision1Value' | 'decision1Remark' | 'decision2Value' | 'decision2Remark'>>;

/** A decision row below an entry: a stage it is relevant for that the user decides now or that holds a decision. */
export interface DecisionRowView {
  stage: DecisionStage;
  choices: readonly DecisionChoice[];
  /** the chosen value ('' for none) and the remark text */
  value: string;
  remark: string;
  /** the user decides this stage now; otherwise the stored decision is shown read-only */
  editable: boolean;
  /** the remark input is enabled: the entry holds the incident value, or is of another type */
  remarkEnabled: boolean;
}

/**
 * issue 36 item 13: the entry tables of the detail and the report sort by these (spec archive.md §2 Sorting; staOrdinal,
 * value and dt numerically): the station column by staOrdinal, the parameter, date/time and value columns.
 */
export const ENTRY_SORT_KEYS = ['staOrdinal', 'tsParameter', 'dt', 'value'] as const;
export type EntrySortKey = (typeof ENTRY_SORT_KEYS)[number];

/** The entries' `index`es in each sort the table offers (the worker sorts; the page keeps which one is chosen). */
export type EntryOrders = Record<EntrySortKey, Record<'asc' | 'desc', number[]>>;

/** One entry of the detail or the report. */
export interface ArchiveEntryView {
  entry: CompletedEntry;
  /** position in round.entries; decision edits name the entry by it (completed entries are never re-sorted) */
  index: number;
  /** row colour */
  status: RowStatus;
  /** the value as shown: a category's label, else the number with its unit */
  valueText: string;
  /** the implausible-value text (§5) the round was posted with, when the value is implausible */
  implausibleText?: string;
  /** the implausible-value message (§5) for the UI to word when the round holds no text (issue 36 item 17); a reported event is `incident` instead */
  implausibleMessage?: RuleMessage;
  /** the incident value of NO_STEADY_INCIDENT, flagged as 'Ereignis gemeldet' in the page's language (issue 36 item 8) */
  incident: boolean;
  /** relevant for the decision the user makes now (the switch 'only entries needing a decision') */
  needsDecision: boolean;
  decisions: DecisionRowView[];
}

/** The archive detail of one round with the user's unsaved decisions. */
export interface ArchiveRoundView {
  round: CompletedMeasureRound;
  /** the stage the user decides now; undefined: nothing to decide (no progress bar, no submit) */
  stage?: DecisionStage;
  progress: DecisionProgress;
  /** archive images are shown (config showArchiveImages days) */
  imagesShown: boolean;
  /** an entry holds a decision: the print header field is shown */
  hasDecisions: boolean;
  /** where the switch 'only entries needing a decision' starts */
  onlyNeedingDecisionAtStart: boolean;
  entries: ArchiveEntryView[];
  orders: EntryOrders;
  /** the team name typed for the post and not yet posted; undefined: none typed (the form offers the user name) */
  team?: string;
}

interface ReportEntryView extends ArchiveEntryView {
  /** an event with a decision: kept by the switch 'only events with decisions' */
  eventWithDecision: boolean;
}

export interface ReportRoundView {
  instanceId: InstanceId;
  mrName: string;
  creationTime?: string;
  imagesShown: boolean;
  /** the report-relevant entries */
  entries: ReportEntryView[];
  orders: EntryOrders;
}

/** The report over several rounds, the station metadata taken from each round's latest definition. */
export interface ArchiveReportView {
  title: string;
  /** the matrix of all relevant entries and of the events with decisions only */
  matrix: { all: ReportMatrix; eventsWithDecisions: ReportMatrix };
  rounds: ReportRoundView[];
  /** rounds left out because they do not match their schema (issue 14) */
  skipped: WorkerError[];
  /** rounds left out because the server is out of reach and the device never kept them (issue 36 item 9) */
  missing: MissingReportRound[];
}

/** A round of the report that is not on the device, named as the archive list names it. */
export interface MissingReportRound {
  instanceId: InstanceId;
  mrName?: string;
  creationTime?: string;
}

export interface ArchiveRoundsApi {
  /** Loads the round for the detail and starts its decisions afresh; `locale` formats value and plausibility texts. */
  openArchiveRound(instanceId: InstanceId, locale: NumberLocale): Promise<ArchiveRoundView>;
  /** Changes a decision of the open round (entry by its index); answers the view with the new progress. */
  editArchiveDecision(instanceId: InstanceId, index: number, patch: DecisionPatch): Promise<ArchiveRoundView>;
  /** Keeps the team name typed for the post of the open round with its unsaved decisions (until the post succeeds). */
  editArchiveTeam(instanceId: InstanceId, team: string): Promise<void>;
  /** Posts the open round's decisions of the user's stage with the team that made them; the archive learns the change. */
  decideArchiveRound(instanceId: InstanceId, team: string): Promise<void>;
  /**
   * The report button: the route /archive/report/{instanceIds}?title=… of every round matching `query` in its sort,
   * titled 'report {filter} {from}–{to}' (the range as the list shows it).
   */
  archiveReportRoute(query: Omit<ArchiveQuery, 'page'>, locale: NumberLocale): Promise<string>;
  /** The rounds matching `query` in its sort as CSV text, the list's columns under `headers` (the page's words). */
  archiveCsv(query: Omit<ArchiveQuery, 'page'>, locale: NumberLocale, headers: string[]): Promise<string>;
  /** The report over the rounds; `queryTitle` is the title the list gave, else one is made from the days. */
  archiveReport(instanceIds: InstanceId[], queryTitle: string | undefined, locale: NumberLocale): Promise<ArchiveReportView>;
}
