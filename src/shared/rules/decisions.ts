// spec archive.md §4 Decision values, relevance, decided, progress, the 'only entries needing a decision'
// switch; §5 decision submit only when a decision is required; round completion for the server.
import { FURTHER_ASSESSMENT, STAGE1_CHOICES_VB, STAGE1_CHOICES_VB_NUMBER, STAGE2_CHOICES, type DecisionChoice } from '../format/decision-labels';
import type { CompletedEntry, CompletedMeasureRound } from '../schema/archive';
import { hasRemarkText, isEvent } from './completed-entry-type';

export type DecisionStage = 1 | 2;

/** '-VB' followed by digits, e.g. '4711-VB12-W' or 'Sperre-VB3'. */
export const VB_NUMBER_PATTERN = /-VB\d+/;

/** Stage-1 choices of a timeseries: the -VB digits list, otherwise the VB variant list. */
export function stage1Choices(tsId: string): readonly DecisionChoice[] {
  return VB_NUMBER_PATTERN.test(tsId) ? STAGE1_CHOICES_VB_NUMBER : STAGE1_CHOICES_VB;
}

export function decisionChoices(stage: DecisionStage, tsId: string): readonly DecisionChoice[] {
  return stage === 1 ? stage1Choices(tsId) : STAGE2_CHOICES;
}

/** The stage the current user has to decide (decision 1 comes first), from the round's user flags. */
export function userDecisionStage(round: Pick<CompletedMeasureRound, 'userDecision1Required' | 'userDecision2Required'>): DecisionStage | undefined {
  if (round.userDecision1Required) return 1;
  if (round.userDecision2Required) return 2;
  return undefined;
}

/** The submit button exists only when a decision is required. */
export function isDecisionRequired(round: Pick<CompletedMeasureRound, 'userDecision1Required' | 'userDecision2Required'>): boolean {
  return userDecisionStage(round) !== undefined;
}

/** Relevant for a stage: an event or a station/series remark text; for stage 2 only with decision 1 'weitere Bewertung'. */
export function isRelevantForStage(entry: CompletedEntry, stage: DecisionStage): boolean {
  if (!isEvent(entry) && !hasRemarkText(entry)) return false;
  return stage === 1 || entry.decision1Value === FURTHER_ASSESSMENT;
}

/** Decided: the stage has a remark text or a value. */
export function isDecided(entry: CompletedEntry, stage: DecisionStage): boolean {
  const value = stage === 1 ? entry.decision1Value : entry.decision2Value;
  const remark = stage === 1 ? entry.decision1Remark : entry.decision2Remark;
  return Boolean(value?.trim() || remark?.text?.trim());
}

export interface DecisionProgress {
  decided: number;
  relevant: number;
  /** decided / relevant; 1 when nothing needs a decision */
  ratio: number;
}

export function decisionProgress(round: CompletedMeasureRound): DecisionProgress {
  const stage = userDecisionStage(round);
  const relevant = stage === undefined ? [] : round.entries.filter((entry) => isRelevantForStage(entry, stage));
  const decided = relevant.filter((entry) => isDecided(entry, stage!)).length;
  return { decided, relevant: relevant.length, ratio: relevant.length === 0 ? 1 : decided / relevant.length };
}

/** 'show only entries needing a decision' starts off when decision 1 is required, on when only decision 2 is. */
export function initialShowOnlyNeedingDecision(round: Pick<CompletedMeasureRound, 'userDecision1Required' | 'userDecision2Required'>): boolean {
  return !round.userDecision1Required && Boolean(round.userDecision2Required);
}

/**
 * The stage a stored round waits for (issue 33): none once it has a completion time, else the first stage it
 * has no decision time for that some entry is relevant for. Which stages a round needs is fixed when it is
 * posted or decided (see nextRequiredStage); later grants or revocations neither reopen nor strand it.
 */
export function pendingDecisionStage(round: Pick<CompletedMeasureRound, 'completionTime' | 'decision1Time' | 'decision2Time' | 'entries'>): DecisionStage | undefined {
  return pendingStageOf({ ...round, relevantStages: relevantStagesOf(round) });
}

/** The stages some entry of the round is relevant for. */
export function relevantStagesOf(round: Pick<CompletedMeasureRound, 'entries'>): DecisionStage[] {
  return ([1, 2] as const).filter((stage) => round.entries.some((entry) => isRelevantForStage(entry, stage)));
}

interface DecisionState {
  completionTime?: string;
  decision1Time?: string;
  decision2Time?: string;
  relevantStages: readonly DecisionStage[];
}

/** pendingDecisionStage from a round's times and relevant stages (an archive summary row). */
export function pendingStageOf(round: DecisionState): DecisionStage | undefined {
  if (round.completionTime) return undefined;
  return nextRequiredStage(round, [1, 2]);
}

/**
 * The next stage a round needs when it is posted or decided, `stages` being those its definition has deciders
 * for then (a HANDEINGABE_RESPONSIBLE1 / 2 holder): stage 1 while it has no decision 1 time and any entry is an
 * event or has a remark; stage 2 while it has no decision 2 time and any such entry got 'weitere Bewertung'.
 * None: the server sets completionTime.
 */
function nextRequiredStage(round: DecisionState, stages: readonly DecisionStage[]): DecisionStage | undefined {
  const needs = (stage: DecisionStage, time: string | undefined) =>
    stages.includes(stage) && !time && round.relevantStages.includes(stage);
  if (needs(1, round.decision1Time)) return 1;
  if (needs(2, round.decision2Time)) return 2;
  return undefined;
}

/** The stage a decision post decides (issue 33): the one the round it was built from asked the user for. */
export function postedDecisionStage(post: {
  userDecision1Required?: boolean;
  userDecision2Required?: boolean;
  decision1Time?: string | null;
  decision2Time?: string | null;
}): DecisionStage | undefined {
  const flagged = userDecisionStage(post);
  if (flagged !== undefined) return flagged;
  if (!post.decision1Time) return 1;
  if (!post.decision2Time) return 2;
  return undefined;
}

/** Whether `value` is one of the spec's choices for the entry at `stage` (archive.md §4 Decision values). */
export function isDecisionChoice(stage: DecisionStage, tsId: string, value: string): boolean {
  return decisionChoices(stage, tsId).some((choice) => choice.value === value);
}

/** Complete once no further stage is needed with the deciders of `stages`: the server sets completionTime then. */
export function isRoundComplete(round: CompletedMeasureRound, stages: readonly DecisionStage[] = [1, 2]): boolean {
  return nextRequiredStage({ ...round, relevantStages: relevantStagesOf(round) }, stages) === undefined;
}
