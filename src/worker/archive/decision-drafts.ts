// archive.md §4 decisions being made survive a reload (issue 10: nothing typed is lost): the decisions of each edited
// entry and the team name typed for the post are kept in IndexedDB until the post succeeds, and laid over the round
// when its detail opens again.
import type { CompletedEntry, CompletedMeasureRound } from '../../shared/schema/archive';
import { deleteArchiveDraft, readArchiveDraft, writeArchiveDraft } from '../store/archive-drafts-store';
import type { ArchiveDraftRecord } from '../store/schema';

const DECISION_FIELDS = ['decision1Value', 'decision1Remark', 'decision2Value', 'decision2Remark'] as const;
type Decisions = Pick<CompletedEntry, (typeof DECISION_FIELDS)[number]>;

/** writes and deletions one after the other, so a late write never brings back a posted draft */
let queue: Promise<unknown> = Promise.resolve();

function inTurn<T>(job: () => Promise<T>): Promise<T> {
  const next = queue.then(job);
  queue = next.catch(() => undefined);
  return next;
}

/** The decision state of the round a draft is made on: a round decided meanwhile (elsewhere) drops its draft. */
export function draftBasis(round: CompletedMeasureRound): string {
  return `${round.decision1Time ?? ''}|${round.decision2Time ?? ''}`;
}

/** The decisions being made on a round: the round with them laid over it, the entries edited, the team typed. */
export interface DecisionDraft {
  round: CompletedMeasureRound;
  edited: Set<number>;
  team?: string;
}

/** The round with its stored draft laid over it, the indexes of the entries the draft holds and its team. */
export async function withStoredDraft(round: CompletedMeasureRound): Promise<DecisionDraft> {
  const draft = await inTurn(() => readArchiveDraft(round.instanceId));
  if (!draft) return { round, edited: new Set() };
  if (draft.basis !== draftBasis(round)) {
    await inTurn(() => deleteArchiveDraft(round.instanceId));
    return { round, edited: new Set() };
  }
  const edited = new Set<number>();
  const entries = round.entries.map((entry, index) => {
    const kept = draft.entries.find((candidate) => candidate.index === index && candidate.tsId === String(entry.tsId));
    if (!kept) return entry;
    edited.add(index);
    return { ...withoutDecisions(entry), ...decisionsOf(kept) };
  });
  return { round: { ...round, entries }, edited, team: draft.team };
}

/** Stores the decisions of the edited entries of the open round and its team (called after each change, in order). */
export function saveDraft({ round, edited, team }: DecisionDraft, basis: string): Promise<void> {
  const draft: ArchiveDraftRecord = {
    instanceId: round.instanceId,
    basis,
    entries: [...edited].map((index) => ({ index, tsId: String(round.entries[index].tsId), ...decisionsOf(round.entries[index]) })),
    ...(team === undefined ? {} : { team }),
    savedTime: new Date().toISOString(),
  };
  return inTurn(() => writeArchiveDraft(draft));
}

export function dropDraft(instanceId: string): Promise<void> {
  return inTurn(() => deleteArchiveDraft(instanceId));
}

function decisionsOf(source: Decisions): Decisions {
  const decisions: Decisions = {};
  for (const field of DECISION_FIELDS) if (source[field] !== undefined) Object.assign(decisions, { [field]: source[field] });
  return decisions;
}

function withoutDecisions(entry: CompletedEntry): CompletedEntry {
  const rest = { ...entry };
  for (const field of DECISION_FIELDS) delete rest[field];
  return rest;
}
