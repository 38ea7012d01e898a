// archive.md §2 Report and §4 report relevance: the rounds with their latest station metadata, the matrix and the entries.
import type { ArchiveQuery } from '../../shared/contract/archive';
import type { ArchiveReportView, ReportRoundView } from '../../shared/contract/archive-rounds';
import type { WorkerError } from '../../shared/contract/errors';
import type { NumberLocale } from '../../shared/format/number';
import type { CompletedMeasureRound } from '../../shared/model';
import { areArchiveImagesShown } from '../../shared/rules/archive-images';
import { archiveReportPath, archiveReportTitle } from '../../shared/rules/archive-list';
import { buildReportMatrix, reportEntries, reportTitle } from '../../shared/rules/report';
import { currentSettings } from '../session/current-settings';
import { toWorkerError } from '../http/worker-error';
import { archiveInstanceIds } from './archive-session';
import { getCompletedRound } from './completed-rounds';
import { entryOrders, entryView } from './entry-views';
import { withLatestStationMetadata } from './latest-station-metadata';

export async function archiveReportRoute(query: Omit<ArchiveQuery, 'page'>, locale: NumberLocale): Promise<string> {
  return archiveReportPath(await archiveInstanceIds(query), archiveReportTitle(query.text, query.range, locale));
}

export async function archiveReport(instanceIds: string[], queryTitle: string | undefined, locale: NumberLocale): Promise<ArchiveReportView> {
  const { rounds: loaded, skipped } = await loadRounds(instanceIds);
  const rounds = await withLatestStationMetadata(loaded);
  const { showArchiveImages } = await currentSettings();
  const now = new Date();
  return {
    title: reportTitle(queryTitle, rounds, locale),
    matrix: { all: buildReportMatrix(rounds), eventsWithDecisions: buildReportMatrix(rounds, true) },
    rounds: rounds.map((round) => reportRound(round, areArchiveImagesShown(round.creationTime, showArchiveImages ?? 0, now), locale)),
    skipped,
  };
}

function reportRound(round: CompletedMeasureRound, imagesShown: boolean, locale: NumberLocale): ReportRoundView {
  const shown = new Set(reportEntries(round));
  const eventsWithDecisions = new Set(reportEntries(round, true));
  const entries = round.entries.flatMap((entry, index) =>
    shown.has(entry) ? [{ ...entryView(entry, index, undefined, locale), eventWithDecision: eventsWithDecisions.has(entry) }] : [],
  );
  return { instanceId: round.instanceId, mrName: round.mrName, creationTime: round.creationTime, imagesShown, entries, orders: entryOrders(entries) };
}

/** Rounds that do not match their schema are skipped while others load; any other failure fails the report. */
async function loadRounds(instanceIds: string[]): Promise<{ rounds: CompletedMeasureRound[]; skipped: WorkerError[] }> {
  const results = await Promise.allSettled(instanceIds.map((instanceId) => getCompletedRound(instanceId)));
  const rounds = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const errors = results.flatMap((result) => (result.status === 'rejected' ? [toWorkerError(result.reason)] : []));
  const failure = errors.find((error) => error.code !== 'INVALID_RECORD') ?? (rounds.length === 0 ? errors[0] : undefined);
  if (failure) throw failure;
  return { rounds, skipped: errors };
}
