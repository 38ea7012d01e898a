// Intents of the archive screens (spec archive.md §2, §4, §7): each asks the worker and reports failures.
import { ref } from 'valtio';
import type { ArchiveQuery } from '../../../shared/contract/archive';
import type { NumberLocale } from '../../../shared/format/number';
import type { InstanceId } from '../../../shared/contract/ids';
import type { DayRange } from '../../../shared/rules/archive-filter';
import { workerApi } from '../../worker-client';
import { addAlert } from '../alerts';
import { subscribeTo } from '../push';
import { asWorkerError, reportError } from '../report-error';
import { formatDateTime } from '../../../shared/format/date';
import { archiveStore } from './archive-store';
import { keepingSamePage } from './same-page';

/** spec archive.md §9: the PDF's object URL is kept 300,000 ms */
export const PDF_URL_LIFETIME_MS = 300_000;

let stopFollowing: (() => void) | undefined;

/** The list's query as the worker pushes its page (the topic 'archive'); a page of the query before is dropped. */
function followQuery(): void {
  stopFollowing?.();
  stopFollowing = subscribeTo({ kind: 'archive', query: snapshot() }, (view) => {
    archiveStore.view = ref(keepingSamePage(archiveStore.view, view));
  });
}

/** Opens the worker's archive: its pushes (stored rows at once, then the refresh) land in the store. */
export async function openArchiveList(): Promise<void> {
  followQuery();
  await workerApi().refreshArchive();
}

export function closeArchiveList(): void {
  stopFollowing?.();
  stopFollowing = undefined;
}

/** While the list is open, coming back to the tab or window asks the worker what changed (issue 11); answers the stop. */
export function refreshArchiveOnReturn(): () => void {
  const refresh = () => {
    if (document.visibilityState === 'visible') void workerApi().refreshArchive();
  };
  document.addEventListener('visibilitychange', refresh);
  window.addEventListener('focus', refresh);
  return () => {
    document.removeEventListener('visibilitychange', refresh);
    window.removeEventListener('focus', refresh);
  };
}

/** Changes the query (a keystroke, a range, a sort click, a page) and follows its page. */
export function changeArchiveQuery(change: Partial<ArchiveQuery>): void {
  Object.assign(archiveStore.query, change);
  if (stopFollowing) followQuery();
}

/** The report route of every round of the current filter and sort (the report button); `range` as the list shows it. */
export function reportRoute(range: DayRange, locale: NumberLocale): Promise<string> {
  const { text, sort } = snapshot();
  return workerApi().archiveReportRoute({ text, range, sort }, locale);
}

/** Saves the rounds of the current filter and sort as archiv.csv, the list's columns under the page's headers. */
export async function downloadArchiveCsv(range: DayRange, locale: NumberLocale, headers: string[]): Promise<void> {
  const { text, sort } = snapshot();
  try {
    const csv = await workerApi().archiveCsv({ text, range, sort }, locale, headers);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'archiv.csv';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
  } catch (error) {
    reportError(error, 'archive.csvExport', 'archive.csvError');
  }
}

/** Keeps the team name being typed with the round's unsaved decisions in the worker (issue 10: a reload keeps it). */
export function keepDecisionTeam(instanceId: InstanceId, team: string): void {
  workerApi()
    .editArchiveTeam(instanceId, team)
    .catch((error: unknown) => reportError(error, 'archive.postErrorTitle', 'api.postTimeseriesError'));
}

/** A completed round as a download or an alert names it. */
interface ArchivedRoundName {
  instanceId: InstanceId;
  mrName: string;
}

/** How a decision post ended: saved, refused because another decider was first (the detail reloads), or failed. */
type DecisionOutcome = 'posted' | 'taken' | 'failed';

/** Posts the round with the decisions of the user's stage and the team that made them. */
export async function submitDecisions(round: ArchivedRoundName, team: string, locale: NumberLocale): Promise<DecisionOutcome> {
  try {
    await workerApi().decideArchiveRound(round.instanceId, team);
    addAlert({ type: 'alert-success', msg: 'archive.postSuccess', params: { name: round.mrName } });
    return 'posted';
  } catch (error) {
    const refused = asWorkerError(error);
    if (refused.code !== 'DECISION_TAKEN') {
      reportError(error, 'archive.postErrorTitle', 'api.postTimeseriesError');
      return 'failed';
    }
    const { stage = '', user, team: decidedBy, time } = refused.decided ?? {};
    const who = [user, decidedBy && decidedBy !== user ? `(${decidedBy})` : ''].filter(Boolean).join(' ') || '?';
    // spec §8: a failed post is alert-danger with api.postTimeseriesError; issue 33: it names who decided first
    addAlert({
      type: 'alert-danger',
      heading: 'api.postTimeseriesError',
      msg: 'archive.decisionTaken',
      params: { stage, who, time: formatDateTime(time, locale) },
      error: refused,
    });
    return 'taken';
  }
}

function snapshot(): ArchiveQuery {
  const { text, range, sort, page } = archiveStore.query;
  return { text, range: { ...range }, sort: sort && { ...sort }, page };
}

/** Fetches the round's PDF through the worker and saves it as a download. */
export async function downloadPdf(round: ArchivedRoundName, locale: NumberLocale): Promise<void> {
  try {
    const blob = await workerApi().getCompletedRoundPdf(round.instanceId, locale);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${round.mrName}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
  } catch (error) {
    reportError(error, 'archive.pdf', 'archive.pdfError');
  }
}
