// Decisions on completed rounds (archive.md §4/§6): which stages a round takes part in, which the
// caller must decide now, and storing a submitted stage with its time, team and the completion time.
import type { Role } from '../../shared/api';
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import type { CurrentUser } from '../../shared/schema/reference';
import { isRoundComplete, pendingDecisionStage, type DecisionStage } from '../../shared/rules/decisions';
import { DECISION_STAGE_ROLE } from '../../shared/api';
import type { Queryable } from '../db/database';
import { forbidden } from '../http/api-error';
import type { DecisionsPostBody } from '../../shared/schema/archive';
import { checkedDecisions, decisionTaken } from './decision-checks';

const STAGE_ROLE: Record<DecisionStage, Role> = DECISION_STAGE_ROLE;

/** The stages a round's definition has deciders for now: some user holds that stage's role on it. */
export async function decisionStagesOf(db: Queryable, mrId: number): Promise<DecisionStage[]> {
  const rows = await db.query<{ role: Role }>(
    "SELECT DISTINCT role FROM permission WHERE mr_id = $1 AND role IN ('HANDEINGABE_RESPONSIBLE1', 'HANDEINGABE_RESPONSIBLE2')",
    [mrId],
  );
  return ([1, 2] as const).filter((stage) => rows.some((row) => row.role === STAGE_ROLE[stage]));
}

export interface Decider {
  user: CurrentUser;
  /** the caller's roles on the round */
  roles: readonly Role[];
}

const mayDecide = ({ user, roles }: Decider, stage: DecisionStage) => user.isAdmin || roles.includes(STAGE_ROLE[stage]);

/**
 * The round as the caller sees it: userDecisionNRequired when stage N is pending and theirs; administrators also
 * learn when nobody holds the pending stage's role (`stages`: those with deciders now).
 */
export function forDecider(round: CompletedMeasureRound, stages: readonly DecisionStage[], decider: Decider): CompletedMeasureRound {
  const pending = pendingDecisionStage(round);
  const withoutDecider = pending !== undefined && decider.user.isAdmin && !stages.includes(pending);
  return {
    ...round,
    userDecision1Required: pending === 1 && mayDecide(decider, 1),
    userDecision2Required: pending === 2 && mayDecide(decider, 2),
    ...(withoutDecider && { pendingStageWithoutDecider: pending }),
  };
}

/** completionTime once no further stage is needed with the deciders of `stages` (fixed now, issue 33). */
export function withCompletion(round: CompletedMeasureRound, stages: readonly DecisionStage[], now: Date): CompletedMeasureRound {
  if (round.completionTime || !isRoundComplete(round, stages)) return round;
  return { ...round, completionTime: now.toISOString() };
}

/**
 * Stores the decisions of `stage`, the stage the post was built for (issue 33), when it is the one pending; fields
 * of the other stage and everything else are kept as stored. 409 DECISION_TAKEN when it is not pending (any more),
 * 403 when it is not the caller's, 400 when a value is not one of the spec's choices or no relevant entry is decided.
 */
export function applyDecisions(
  stored: CompletedMeasureRound,
  post: DecisionsPostBody,
  stage: DecisionStage | undefined,
  stages: readonly DecisionStage[],
  decider: Decider,
  now: Date,
): CompletedMeasureRound {
  if (stage === undefined || stage !== pendingDecisionStage(stored)) throw decisionTaken(stored, stage);
  if (!mayDecide(decider, stage)) throw forbidden();
  const decided: CompletedMeasureRound = {
    ...stored,
    entries: checkedDecisions(stored, post, stage),
    [`decision${stage}Time`]: now.toISOString(),
    [`decision${stage}Team`]: post[`decision${stage}Team`] ?? stored[`decision${stage}Team`],
    // who decided comes from the token, never from the body (issue 9)
    [`decision${stage}User`]: decider.user.username,
  };
  return withCompletion(decided, stages, now);
}

