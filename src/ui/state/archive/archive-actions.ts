// Intents of the archive screens (spec archive.md §2, §4, §7): each asks the worker and reports failures.
import { ref } from 'valtio';
import type { CompletedMeasureRound } from '../../../shared/model';
import { userDecisionStage } from '../../../shared/rules/decisions';
import { workerApi } from '../../worker-client';
import { addAlert } from '../alerts';
import { asWorkerError, reportError } from '../report-error';
import { archiveStore } from './archive-store';

/** spec archive.md §9: the PDF's object URL is kept 300,000 ms */
export const PDF_URL_LIFETIME_MS = 300_000;

export async function loadArchiveList(): Promise<void> {
  archiveStore.status = 'loading';
  try {
    const list = await workerApi().listCompletedRounds();
    archiveStore.rounds = ref(list.rounds);
    archiveStore.skipped = ref(list.skipped);
    archiveStore.error = undefined;
    archiveStore.status = 'loaded';
  } catch (error) {
    archiveStore.error = asWorkerError(error);
    archiveStore.status = 'failed';
  }
}

/** Posts the round with the decisions of the user's stage and the team that made them; true on success. */
export async function submitDecisions(round: CompletedMeasureRound, team: string): Promise<boolean> {
  const stage = userDecisionStage(round);
  const teamField = stage === 2 ? 'decision2Team' : 'decision1Team';
  try {
    await workerApi().postCompletedRound({ ...round, [teamField]: team.trim() || undefined });
    addAlert({ type: 'alert-success', msg: 'archive.postSuccess', params: { name: round.mrName } });
    return true;
  } catch (error) {
    reportError(error, 'archive.postErrorTitle', 'api.postTimeseriesError');
    return false;
  }
}

/** Fetches the round's PDF through the worker and saves it as a download. */
export async function downloadPdf(round: Pick<CompletedMeasureRound, 'instanceId' | 'mrName'>): Promise<void> {
  try {
    const blob = (await workerApi().getCompletedRoundPdf(round.instanceId)) as unknown as Blob;
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
