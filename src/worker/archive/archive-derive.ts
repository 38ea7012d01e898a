// issue 32: the archive list's summary rows derived in the worker from the spec's list of full completed rounds
// (archive.md §2: filter text, image and remark counts, relevant stages; the caller's decision flags as answered,
// absent = false). A round that does not match its schema becomes a row marked invalid: skipped and named (issue 14).
import { summaryOfCheckedRound } from '../../shared/rules/archive-summary';
import { CompletedRoundSchema, type CompletedMeasureRound } from '../../shared/schema/archive';
import { violationOf } from '../../shared/schema/check';
import { tolerated } from '../../shared/schema/tolerant';
import { isSummaryRow } from './archive-rows';

/**
 * The summary row of one round of the list (a value parsed from JSON: the tolerant reader repairs it in place). The
 * row is checked, not the round with its entries: checking 40 entries took nine tenths of the list's time in the
 * worker (docs/decisions/api-dialects.md); the detail checks the whole round when it is opened.
 */
export function summaryRowOf(value: unknown): unknown {
  const row = derivedRow(value);
  if (row && isSummaryRow(row)) return row;
  const invalid = violationOf(CompletedRoundSchema, value) && violationOf(CompletedRoundSchema, tolerated(CompletedRoundSchema, value));
  if (!invalid) return derivedRow(value);
  const { instanceId } = (value ?? {}) as { instanceId?: unknown };
  return { instanceId: typeof instanceId === 'string' ? instanceId : undefined, relevantStages: [], invalid };
}

/** undefined when the round's shape does not allow a summary */
function derivedRow(value: unknown): unknown {
  const round = value as CompletedMeasureRound;
  if (typeof value !== 'object' || value === null || !Array.isArray(round.entries)) return undefined;
  if (!round.entries.every((entry) => typeof entry === 'object' && entry !== null)) return undefined;
  try {
    return { ...summaryOfCheckedRound(round), userDecision1Required: round.userDecision1Required ?? false, userDecision2Required: round.userDecision2Required ?? false };
  } catch {
    // a field of another type than its schema's, met while deriving: the round's check names it
    return undefined;
  }
}
