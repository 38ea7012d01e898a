// issue 32: the archive list's summary rows derived in the worker from the spec's list of full completed rounds
// (archive.md §2: filter text, image and remark counts, relevant stages; the caller's decision flags as answered,
// absent = false). A round that does not match its schema becomes a row marked invalid: skipped and named (issue 14).
import { archiveSummaryOf } from '../../shared/rules/archive-summary';
import { CompletedRoundSchema, type CompletedMeasureRound } from '../../shared/schema/archive';
import { violationOf } from '../../shared/schema/check';
import { tolerated } from '../../shared/schema/tolerant';

/** rounds derived before the worker takes other messages in between */
const ROUNDS_PER_PART = 500;

export async function summaryRowsOf(rounds: readonly unknown[]): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let start = 0; start < rounds.length; start += ROUNDS_PER_PART) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    for (const round of rounds.slice(start, start + ROUNDS_PER_PART)) rows.push(summaryRowOf(round));
  }
  return rows;
}

function summaryRowOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return { relevantStages: [], invalid: { field: '', message: 'must be object' } };
  const round = (violationOf(CompletedRoundSchema, value) ? tolerated(CompletedRoundSchema, value) : value) as CompletedMeasureRound;
  const summary = archiveSummaryOf(round);
  return { ...summary, userDecision1Required: round.userDecision1Required ?? false, userDecision2Required: round.userDecision2Required ?? false };
}
