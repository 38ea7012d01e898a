// The archive list's rows held in the server's memory (issue 11), in version order: each round's summary as
// JSON text with what the caller's decision flags need. A list call first brings the mirror up to the version
// it answers (rounds written since: usually none) and then reads only memory, so 8 calls at once share one
// copy instead of each reading and converting 30 MB of jsonb. Exact because every round up to the answered
// version has committed (see archiveVersion); rows are never deleted, a changed round has a new version.
import type { DecisionStage } from '../../shared/rules/decisions';
import type { Database } from '../db/database';

export interface ListRow {
  mrId: number;
  completionTime?: string;
  decision1Time?: string;
  decision2Time?: string;
  relevantStages: DecisionStage[];
  /** the stored summary as JSON text, without its opening brace */
  rest: string;
}

export interface ListRange {
  /** rounds with a version above `after`, up to `upTo` */
  after: number;
  upTo: number;
  /** the rounds of these definitions only; null: all */
  onlyIds: ReadonlySet<number> | null;
}

interface Entry {
  instanceId: string;
  version: number;
  row: ListRow;
  /** the version of the round's next write, once the mirror holds it */
  supersededAt?: number;
}

/** rounds per query: PGlite has one connection, so other queries wait at most one batch */
const LOAD_BATCH = 100;

export class ArchiveMirror {
  private entries: Entry[] = [];
  private readonly latest = new Map<string, Entry>();
  private upTo = 0;
  private superseded = 0;
  private syncing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly db: Database) {}

  /**
   * Loads the rounds written up to `version` that the mirror does not hold yet (one load at a time; a load
   * that failed leaves the next one to try again).
   */
  syncTo(version: number): Promise<void> {
    this.syncing = this.syncing.catch(() => undefined).then(() => this.load(version));
    return this.syncing;
  }

  /** The server closes: a running load stops after its current batch. */
  close(): Promise<void> {
    this.closed = true;
    return this.syncing.catch(() => undefined);
  }

  /** The rows of the range in version order, each round at its latest version up to `range.upTo`. */
  *rows(range: ListRange): Generator<ListRow> {
    const entries = this.entries;
    for (let index = firstAfter(entries, range.after); index < entries.length; index++) {
      const entry = entries[index];
      if (entry.version > range.upTo) return;
      if (entry.supersededAt !== undefined && entry.supersededAt <= range.upTo) continue;
      if (range.onlyIds && !range.onlyIds.has(entry.row.mrId)) continue;
      yield entry.row;
    }
  }

  count(range: ListRange): number {
    let count = 0;
    for (const _row of this.rows(range)) count++;
    return count;
  }

  private async load(version: number): Promise<void> {
    while (this.upTo < version && !this.closed) {
      // the batch's rows by the version index first: sorting every row with its text took each batch
      // as long as converting the whole table when the planner misjudged the range (no statistics yet)
      const loaded = await this.db.query<{
        instance_id: string;
        version_text: string;
        mr_id: number;
        completion_time: string | null;
        decision1_time: string | null;
        decision2_time: string | null;
        relevant: DecisionStage[];
        summary: string;
      }>(
        `SELECT instance_id, version::text AS version_text, mr_id, summary->>'completionTime' AS completion_time,
                summary->>'decision1Time' AS decision1_time,
                summary->>'decision2Time' AS decision2_time, summary->'relevantStages' AS relevant, summary::text AS summary
         FROM completed_round
         JOIN (SELECT instance_id FROM completed_round WHERE version > $1 AND version <= $2 ORDER BY version LIMIT $3) AS batch
           USING (instance_id)
         ORDER BY version`,
        [this.upTo, version, LOAD_BATCH],
      );
      for (const row of loaded) {
        this.add({
          instanceId: row.instance_id,
          version: Number(row.version_text),
          row: {
            mrId: row.mr_id,
            completionTime: row.completion_time ?? undefined,
            decision1Time: row.decision1_time ?? undefined,
            decision2Time: row.decision2_time ?? undefined,
            relevantStages: row.relevant,
            rest: row.summary.slice(1),
          },
        });
      }
      this.upTo = loaded.length < LOAD_BATCH ? version : this.entries.at(-1)!.version;
      // requests that arrived meanwhile run before the next batch
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.superseded > this.entries.length / 2) this.compact();
  }

  private add(entry: Entry): void {
    const previous = this.latest.get(entry.instanceId);
    if (previous) {
      previous.supersededAt = entry.version;
      this.superseded++;
    }
    this.latest.set(entry.instanceId, entry);
    this.entries.push(entry);
  }

  /** Drops superseded entries into a new array: a list being written keeps reading the old one. */
  private compact(): void {
    this.entries = this.entries.filter((entry) => entry.supersededAt === undefined);
    this.superseded = 0;
  }
}

/** The index of the first entry with a version above `after` (entries are in version order). */
function firstAfter(entries: readonly Entry[], after: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (entries[middle].version <= after) low = middle + 1;
    else high = middle;
  }
  return low;
}
