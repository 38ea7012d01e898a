// issue 33: what a decision post may store. Its values are the spec's choices for each entry (archive.md §4
// Decision values), it decides at least one relevant entry, and it is refused with who decided when its stage
// is no longer pending.
import type { CompletedEntry, CompletedMeasureRound } from '../../shared/schema/archive';
import { isDecided, isDecisionChoice, isRelevantForStage, type DecisionStage } from '../../shared/rules/decisions';
import type { DecisionsPostBody } from '../../shared/schema/archive';
import { ApiError } from '../http/api-error';

/** The stored entries with the posted decisions of `stage`; 400 for a value outside the choices or nothing decided. */
export function checkedDecisions(stored: CompletedMeasureRound, post: DecisionsPostBody, stage: DecisionStage): CompletedEntry[] {
  if (post.entries.length !== stored.entries.length) throw new ApiError(400, `Expected ${stored.entries.length} entries`, 'entries');
  const valueKey = `decision${stage}Value` as const;
  const remarkKey = `decision${stage}Remark` as const;
  const entries = stored.entries.map((entry, index): CompletedEntry => {
    const posted = post.entries[index];
    if (posted.tsId !== entry.tsId) throw new ApiError(400, `Entry ${index} is not ${entry.tsId}`, `entries.${index}.tsId`);
    const value = posted[valueKey]?.trim();
    if (value && !isDecisionChoice(stage, String(entry.tsId), value)) {
      throw new ApiError(400, `'${value}' is no decision ${stage} choice for ${entry.tsId}`, `entries.${index}.${valueKey}`, {
        code: 'INVALID_DECISION_VALUE',
      });
    }
    const text = posted[remarkKey]?.text?.trim();
    return { ...entry, [valueKey]: value || undefined, [remarkKey]: text ? { text } : undefined };
  });
  const decidedRelevant = entries.filter((entry, index) => isRelevantForStage(stored.entries[index], stage) && isDecided(entry, stage));
  if (decidedRelevant.length === 0) {
    throw new ApiError(400, `The post decides none of the entries that need decision ${stage}`, 'entries', { code: 'NOTHING_DECIDED' });
  }
  return entries;
}

/** 409 DECISION_TAKEN naming who made the decision the post asked for (or the round's last one) and when. */
export function decisionTaken(stored: CompletedMeasureRound, asked: DecisionStage | undefined): ApiError {
  const stage: DecisionStage = asked ?? (stored.decision2Time ? 2 : 1);
  const user = stored[`decision${stage}User`];
  const team = stored[`decision${stage}Team`];
  const time = stored[`decision${stage}Time`];
  const by = time ? `was made by ${user ?? team ?? 'someone'} at ${time}` : 'is not required';
  return new ApiError(409, `Decision ${stage} ${by}`, 'entries', {
    code: 'DECISION_TAKEN',
    decided: { stage, ...(user && { user }), ...(team && { team }), ...(time && { time }) },
  });
}
