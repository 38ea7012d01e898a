// Decisions on completed rounds (archive.md §4/§6): which stages a round takes part in, which the
// caller must decide now, and storing a submitted stage with its time, team and the completion time.
import type { Role } from '../../shared/api';
import type { CompletedMeasureRound, CurrentUser } from '../../shared/model';
import { isRoundComplete, pendingDecisionStage, type DecisionStage } from '../../shared/rules/decisions';
import type { Queryable } from '../db/database';
import { ApiError, forbidden } from '../http/api-error';
import type { DecisionsPostBody } from '../../shared/schema/archive';

const STAGE_ROLE: Record<DecisionStage, Role> = { 1: 'HANDEINGABE_RESPONSIBLE1', 2: 'HANDEINGABE_RESPONSIBLE2' };

/** A round takes part in a decision stage when some user holds that stage's role on it. */
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

/** The round as the caller sees it: userDecisionNRequired when stage N is pending and theirs. */
export function forDecider(round: CompletedMeasureRound, stages: readonly DecisionStage[], decider: Decider): CompletedMeasureRound {
  const pending = pendingDecisionStage(round, stages);
  return {
    ...round,
    userDecision1Required: pending === 1 && mayDecide(decider, 1),
    userDecision2Required: pending === 2 && mayDecide(decider, 2),
  };
}

/** completionTime once every stage the round takes part in is done. */
export function withCompletion(round: CompletedMeasureRound, stages: readonly DecisionStage[], now: Date): CompletedMeasureRound {
  if (round.completionTime || !isRoundComplete(round, stages)) return round;
  return { ...round, completionTime: now.toISOString() };
}


/**
 * Stores the pending stage's decisions from the posted round; fields of the other stage and
 * everything else are kept as stored. 409 when no stage is pending, 403 when it is not the caller's.
 */
export function applyDecisions(
  stored: CompletedMeasureRound,
  post: DecisionsPostBody,
  stages: readonly DecisionStage[],
  decider: Decider,
  now: Date,
): CompletedMeasureRound {
  const stage = pendingDecisionStage(stored, stages);
  if (stage === undefined) throw new ApiError(409, 'No decision is required for this round', 'entries');
  if (!mayDecide(decider, stage)) throw forbidden();
  if (post.entries.length !== stored.entries.length) throw new ApiError(400, `Expected ${stored.entries.length} entries`, 'entries');
  const valueKey = `decision${stage}Value` as const;
  const remarkKey = `decision${stage}Remark` as const;
  const entries = stored.entries.map((entry, index) => {
    const posted = post.entries[index];
    if (posted.tsId !== entry.tsId) throw new ApiError(400, `Entry ${index} is not ${entry.tsId}`, `entries.${index}.tsId`);
    const text = posted[remarkKey]?.text?.trim();
    return { ...entry, [valueKey]: posted[valueKey] || undefined, [remarkKey]: text ? { text } : undefined };
  });
  const decided: CompletedMeasureRound = {
    ...stored,
    entries,
    [`decision${stage}Time`]: now.toISOString(),
    [`decision${stage}Team`]: post[`decision${stage}Team`] ?? stored[`decision${stage}Team`],
    // who decided comes from the token, never from the body (issue 9)
    [`decision${stage}User`]: decider.user.username,
  };
  return withCompletion(decided, stages, now);
}
