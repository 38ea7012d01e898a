// archive.md §2 Report and §4 report relevance: the rounds with their latest station metadata, the matrix and the entries.
import type { ArchiveQuery } from '../../shared/contract/archive';
import type { ArchiveReportView, MissingReportRound, ReportRoundView } from '../../shared/contract/archive-rounds';
import type { WorkerError } from '../../shared/contract/errors';
import { asInstanceId, type InstanceId } from '../../shared/contract/ids';
import type { NumberLocale } from '../../shared/format/number';
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import { areArchiveImagesShown } from '../../shared/rules/archive-images';
import { archiveReportPath, archiveReportTitle } from '../../shared/rules/archive-list';
import { buildReportMatrix, reportEntries, reportTitle } from '../../shared/rules/report';
import { currentSettings } from '../session/current-settings';
import { isUnreachable, toWorkerError } from '../http/worker-error';
import { archiveInstanceIds, archiveSummary } from './archive-session';
import { getCompletedRound } from './completed-rounds';
import { entryOrders, entryView } from './entry-views';
import { withLatestStationMetadata } from './latest-station-metadata';

export async function archiveReportRoute(query: Omit<ArchiveQuery, 'page'>, locale: NumberLocale): Promise<string> {
  return archiveReportPath(await archiveInstanceIds(query), archiveReportTitle(query.text, query.range, locale));
}

export async function archiveReport(instanceIds: InstanceId[], queryTitle: string | undefined, locale: NumberLocale): Promise<ArchiveReportView> {
  const { rounds: loaded, skipped, missing } = await loadRounds(instanceIds);
  const rounds = await withLatestStationMetadata(loaded);
  const { showArchiveImages } = await currentSettings();
  const now = new Date();
  return {
    title: reportTitle(queryTitle, rounds, locale),
    matrix: { all: buildReportMatrix(rounds), eventsWithDecisions: buildReportMatrix(rounds, true) },
    rounds: rounds.map((round) => reportRound(round, areArchiveImagesShown(round.creationTime, showArchiveImages ?? 0, now), locale)),
    skipped,
    missing,
  };
}

function reportRound(round: CompletedMeasureRound, imagesShown: boolean, locale: NumberLocale): ReportRoundView {
  const shown = new Set(reportEntries(round));
  const eventsWithDecisions = new Set(reportEntries(round, true));
  const entries = round.entries.flatMap((entry, index) =>
    shown.has(entry) ? [{ ...entryView(entry, index, undefined, locale), eventWithDecision: eventsWithDecisions.has(entry) }] : [],
  );
  return { instanceId: asInstanceId(round.instanceId), mrName: round.mrName, creationTime: round.creationTime, imagesShown, entries, orders: entryOrders(entries) };
}

interface LoadedRounds {
  rounds: CompletedMeasureRound[];
  skipped: WorkerError[];
  missing: MissingReportRound[];
}

/**
 * Rounds that do not match their schema are skipped while others load; rounds the device never kept are named as
 * missing while the server is out of reach (issue 36 item 9); any other failure, or no round at all, fails the report.
 */
async function loadRounds(instanceIds: InstanceId[]): Promise<LoadedRounds> {
  const results = await Promise.allSettled(instanceIds.map((instanceId) => getCompletedRound(instanceId)));
  const rounds = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = results.flatMap((result, position) =>
    result.status === 'rejected' ? [{ instanceId: instanceIds[position], error: toWorkerError(result.reason) }] : [],
  );
  const unreachable = failed.filter(({ error }) => isUnreachable(error));
  const errors = failed.filter((each) => !unreachable.includes(each)).map(({ error }) => error);
  const failure = errors.find((error) => error.code !== 'INVALID_RECORD') ?? (rounds.length === 0 ? (errors[0] ?? unreachable[0]?.error) : undefined);
  if (failure) throw failure;
  const missing = await Promise.all(unreachable.map(({ instanceId }) => missingRound(instanceId)));
  return { rounds, skipped: errors, missing };
}

async function missingRound(instanceId: InstanceId): Promise<MissingReportRound> {
  const summary = await archiveSummary(instanceId);
  return { instanceId, mrName: summary?.mrName, creationTime: summary?.creationTime };
}
