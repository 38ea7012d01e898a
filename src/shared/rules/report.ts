// spec archive.md §2 Report and §4: relevance exclusions, the station × date matrix with n/u/E and ΣE,
// unknown cell values (returned so the caller logs them), 'only events with decisions', default title.
import { format } from 'date-fns';
import type { CompletedEntry, CompletedMeasureRound } from '../schema/archive';
import { asDate } from '../format/date';
import type { NumberLocale } from '../format/number';
import { defaultDayRange } from './archive-filter';
import { archiveReportTitle } from './archive-list';
import { completedInputType, isEvent } from './completed-entry-type';
import { isDecided } from './decisions';
import { NO_STEADY_INCIDENT_CODES } from '../format/reading';

/** staMetadata key holding the station's purpose */
export const STATION_PURPOSE_KEY = 'Zweck';
export const VISUAL_CHECK_PURPOSE = 'Betriebliche visuelle Kontrolle';
const EXCLUDED_STATION_NUMBER = /(VWB|V99)$/;

type ReportLetter = 'n' | 'u' | 'E';
const LETTER_RANK: Record<ReportLetter, number> = { n: 0, u: 1, E: 2 };

/** Irrelevant: NO_YES entries, station numbers ending VWB or V99, purpose containing 'Betriebliche visuelle Kontrolle'. */
export function isReportRelevant(entry: CompletedEntry): boolean {
  if (completedInputType(entry) === 'NO_YES') return false;
  if (EXCLUDED_STATION_NUMBER.test(entry.staNumber.trim())) return false;
  return !entry.staMetadata?.[STATION_PURPOSE_KEY]?.includes(VISUAL_CHECK_PURPOSE);
}

export function hasAnyDecision(entry: CompletedEntry): boolean {
  return isDecided(entry, 1) || isDecided(entry, 2);
}

/** Entries of a round shown in the report; with the switch 'only events with decisions' only decided events. */
export function reportEntries(round: CompletedMeasureRound, onlyEventsWithDecisions = false): CompletedEntry[] {
  return round.entries.filter(
    (entry) => isReportRelevant(entry) && (!onlyEventsWithDecisions || (isEvent(entry) && hasAnyDecision(entry))),
  );
}

/** The text a cell shows before it is reduced to its letter: the overview string, else the code's label. */
function reportCellText(entry: CompletedEntry): string {
  if (entry.valueOverviewString) return entry.valueOverviewString;
  return NO_STEADY_INCIDENT_CODES.find((code) => code.value === entry.value)?.label ?? String(entry.value);
}

interface ReportRow {
  staNumber: string;
  staName: string;
  /** day (yyyy-MM-dd) → letter */
  cells: Record<string, ReportLetter>;
  /** ΣE: days with an event */
  eventCount: number;
}

interface UnknownReportValue {
  staNumber: string;
  day: string;
  text: string;
}

export interface ReportMatrix {
  /** columns, ascending */
  days: string[];
  /** stations in order of first appearance */
  rows: ReportRow[];
  /** cell values not starting with n, u or E: the caller logs them */
  unknown: UnknownReportValue[];
}

function entryDay(entry: CompletedEntry, round: CompletedMeasureRound): string | undefined {
  const date = asDate(entry.dt) ?? asDate(round.creationTime);
  return date ? format(date, 'yyyy-MM-dd') : undefined;
}

/** Stations × days over the NO_STEADY_INCIDENT readings; several readings on one day show the most severe letter. */
export function buildReportMatrix(rounds: readonly CompletedMeasureRound[], onlyEventsWithDecisions = false): ReportMatrix {
  const rows = new Map<string, ReportRow>();
  const days = new Set<string>();
  const unknown: UnknownReportValue[] = [];
  for (const round of rounds) {
    for (const entry of reportEntries(round, onlyEventsWithDecisions)) {
      const day = entryDay(entry, round);
      if (completedInputType(entry) !== 'NO_STEADY_INCIDENT' || entry.value === null || entry.value === undefined || !day) continue;
      const text = reportCellText(entry);
      const letter = text.charAt(0);
      if (!(letter in LETTER_RANK)) {
        unknown.push({ staNumber: entry.staNumber, day, text });
        continue;
      }
      const row = rows.get(entry.staNumber) ?? { staNumber: entry.staNumber, staName: entry.staName, cells: {}, eventCount: 0 };
      rows.set(entry.staNumber, row);
      const previous = row.cells[day];
      if (previous === undefined || LETTER_RANK[letter as ReportLetter] > LETTER_RANK[previous]) row.cells[day] = letter as ReportLetter;
      days.add(day);
    }
  }
  for (const row of rows.values()) row.eventCount = Object.values(row.cells).filter((letter) => letter === 'E').length;
  return { days: [...days].sort(), rows: [...rows.values()], unknown };
}

/** Title from the query, or 'report {from}–{to}' over the rounds' creation days in the page's date format. */
export function reportTitle(queryTitle: string | undefined, rounds: readonly CompletedMeasureRound[], locale: NumberLocale): string {
  return queryTitle?.trim() || archiveReportTitle('', defaultDayRange(rounds), locale);
}

type LatestRoundSource = 'mrId' | 'mrName' | 'completed';

/**
 * The round whose current definition the report uses: the latest round loaded by mrId, else by
 * mrName, else the completed round itself. Pass undefined for a lookup that failed.
 */
export function chooseLatestRound<T>(
  byMrId: T | undefined,
  byMrName: T | undefined,
  completed: T,
): { source: LatestRoundSource; round: T } {
  if (byMrId !== undefined) return { source: 'mrId', round: byMrId };
  if (byMrName !== undefined) return { source: 'mrName', round: byMrName };
  return { source: 'completed', round: completed };
}
