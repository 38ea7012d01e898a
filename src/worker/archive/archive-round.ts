// archive.md §2 archive detail and §4 decisions: the open round with the user's unsaved decisions (kept in IndexedDB
// until posted), its view and its post.
import type { ArchiveRoundView, DecisionPatch } from '../../shared/contract/archive-rounds';
import { isWorkerError, workerError } from '../../shared/contract/errors';
import type { NumberLocale } from '../../shared/format/number';
import { areArchiveImagesShown } from '../../shared/rules/archive-images';
import { decisionProgress, initialShowOnlyNeedingDecision, userDecisionStage } from '../../shared/rules/decisions';
import { hasAnyDecision } from '../../shared/rules/report';
import { currentSettings } from '../session/current-settings';
import { getCompletedRound, postCompletedRound } from './completed-rounds';
import { refreshArchive } from './archive-session';
import { type DecisionDraft, draftBasis, dropDraft, saveDraft, withStoredDraft } from './decision-drafts';
import { entryOrders, entryView } from './entry-views';

interface OpenRound extends DecisionDraft {
  locale: NumberLocale;
  /** the decision state of the round as loaded */
  basis: string;
}

/** the rounds open in a detail of this tab, by instanceId */
const openRounds = new Map<string, OpenRound>();

/** Logout: the rounds open in a detail are dropped (their unsaved decisions are purged from IndexedDB beside). */
export function forgetOpenArchiveRounds(): void {
  openRounds.clear();
}

export async function openArchiveRound(instanceId: string, locale: NumberLocale): Promise<ArchiveRoundView> {
  const loaded = await getCompletedRound(instanceId);
  const open = { ...(await withStoredDraft(loaded)), locale, basis: draftBasis(loaded) };
  openRounds.set(instanceId, open);
  return roundView(open);
}

export async function editArchiveDecision(instanceId: string, index: number, patch: DecisionPatch): Promise<ArchiveRoundView> {
  const open = openRound(instanceId);
  const entries = open.round.entries.map((entry, position) => (position === index ? { ...entry, ...patch } : entry));
  open.round = { ...open.round, entries };
  open.edited.add(index);
  await saveDraft(open, open.basis);
  return roundView(open);
}

/** Keeps the team name typed for the post with the round's draft (issue 10: also a reload keeps it). */
export async function editArchiveTeam(instanceId: string, team: string): Promise<void> {
  const open = openRound(instanceId);
  open.team = team;
  await saveDraft(open, open.basis);
}

/**
 * Posts the decisions of the user's stage with the team that made them; the open archive learns the change. When
 * another decider was first (DECISION_TAKEN, issue 33) the archive learns that instead, and the detail opens afresh.
 */
export async function decideArchiveRound(instanceId: string, team: string): Promise<void> {
  await editArchiveTeam(instanceId, team);
  const { round } = openRound(instanceId);
  const teamField = userDecisionStage(round) === 2 ? 'decision2Team' : 'decision1Team';
  try {
    await postCompletedRound({ ...round, [teamField]: team.trim() || undefined });
  } catch (error) {
    if (isWorkerError(error) && error.code === 'DECISION_TAKEN') await refreshArchive();
    throw error;
  }
  openRounds.delete(instanceId);
  await dropDraft(instanceId);
  await refreshArchive();
}

function openRound(instanceId: string): OpenRound {
  const open = openRounds.get(instanceId);
  if (!open) throw workerError('NOT_FOUND', `archive round ${instanceId} is not open`);
  return open;
}

async function roundView({ round, locale, team }: OpenRound): Promise<ArchiveRoundView> {
  const stage = userDecisionStage(round);
  const { showArchiveImages } = await currentSettings();
  const entries = round.entries.map((entry, index) => entryView(entry, index, stage, locale));
  return {
    round,
    stage,
    progress: decisionProgress(round),
    imagesShown: areArchiveImagesShown(round.creationTime, showArchiveImages ?? 0, new Date()),
    hasDecisions: round.entries.some(hasAnyDecision),
    onlyNeedingDecisionAtStart: initialShowOnlyNeedingDecision(round),
    entries,
    orders: entryOrders(entries),
    team,
  };
}
