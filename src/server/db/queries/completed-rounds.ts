import { apiPaths } from '../../../shared/api';
import type { CompletedEntry, CompletedMeasureRound } from '../../../shared/schema/archive';
import type { Remark } from '../../../shared/schema/remark';
import { archiveSummaryOf, summaryOfCheckedRound } from '../../../shared/rules/archive-summary';
import type { Database, Queryable } from '../database';

/**
 * The round as the JSON text it is stored as, with its mrId: for the PDF's layout thread, which parses it there
 * (issue 35: a big round read as objects and handed on was copied twice on the event loop).
 */
export async function findCompletedRoundText(db: Queryable, instanceId: string): Promise<{ mrId: number; text: string } | undefined> {
  const [row] = await db.query<{ mr_id: number; text: string }>('SELECT mr_id, body::text AS text FROM completed_round WHERE instance_id = $1', [
    instanceId,
  ]);
  return row && { mrId: Number(row.mr_id), text: row.text };
}

export interface VersionedRound {
  round: CompletedMeasureRound;
  /** taken from one sequence on every write of the round; the ETag of its detail (issue 33) */
  version: string;
}

/** The round with its version; `forUpdate` locks its row until the transaction ends (issue 33: one decider per stage). */
export async function findVersionedRound(db: Queryable, instanceId: string, forUpdate = false): Promise<VersionedRound | undefined> {
  const [row] = await db.query<{ body: CompletedMeasureRound; version: string }>(
    `SELECT body, version::text AS version FROM completed_round WHERE instance_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [instanceId],
  );
  return row && { round: row.body, version: row.version };
}

/**
 * Stores a new round with its archive summary; false when the instanceId is stored already. The round is one the server
 * built from a post its schema checked (see summaryOfCheckedRound).
 */
export async function insertCompletedRound(tx: Queryable, round: CompletedMeasureRound, valueCount: number): Promise<boolean> {
  await lockForWrite(tx);
  const inserted = await tx.query(
    `INSERT INTO completed_round (instance_id, mr_id, submission_time, value_count, body, summary)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (instance_id) DO NOTHING RETURNING instance_id`,
    [
      round.instanceId,
      Number(round.mrId),
      new Date(round.submissionTime ?? round.creationTime),
      valueCount,
      JSON.stringify(round),
      JSON.stringify(summaryOfCheckedRound(round)),
    ],
  );
  return inserted.length > 0;
}

/** Seeds many rounds at once (demo data, large archives for tests and the bench): one statement per call. */
export async function insertCompletedRounds(tx: Queryable, rounds: readonly CompletedMeasureRound[]): Promise<void> {
  await lockForWrite(tx);
  await tx.query(
    `INSERT INTO completed_round (instance_id, mr_id, submission_time, value_count, body, summary)
     SELECT id, mr_id, submitted, value_count, body::json, summary::jsonb
     FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::int[], $5::text[], $6::text[])
       AS row (id, mr_id, submitted, value_count, body, summary)
     ON CONFLICT (instance_id) DO NOTHING`,
    [
      rounds.map((round) => round.instanceId),
      rounds.map((round) => Number(round.mrId)),
      rounds.map((round) => new Date(round.submissionTime ?? round.creationTime).toISOString()),
      rounds.map((round) => round.entries.length),
      rounds.map((round) => JSON.stringify(round)),
      rounds.map((round) => JSON.stringify(archiveSummaryOf(round))),
    ],
  );
}

/** Stores the changed round; its new version tells archive lists that it changed. */
export async function saveCompletedRound(tx: Queryable, round: CompletedMeasureRound): Promise<void> {
  await lockForWrite(tx);
  await tx.query(
    `UPDATE completed_round SET body = $2, summary = $3, version = nextval('completed_round_version_seq')
     WHERE instance_id = $1`,
    [round.instanceId, JSON.stringify(round), JSON.stringify(archiveSummaryOf(round))],
  );
}

/**
 * Writers of rounds hold this lock shared until they commit; the archive's version is read under it
 * exclusively, so no round with a lower version can still be uncommitted then (else a "changed since"
 * answer could miss it for good).
 */
const ARCHIVE_VERSION_LOCK = 7302;

async function lockForWrite(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock_shared($1)', [ARCHIVE_VERSION_LOCK]);
}

/** The highest version of any round, once every write with a lower one has committed. */
export async function archiveVersion(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ARCHIVE_VERSION_LOCK]);
    const [row] = await tx.query<{ version: string | null }>('SELECT max(version)::text AS version FROM completed_round');
    return Number(row.version ?? 0);
  });
}

/** Rounds stored before summaries existed get theirs (once, at start; in batches to keep memory flat). */
export async function fillMissingArchiveSummaries(db: Queryable, batchSize = 500): Promise<void> {
  for (;;) {
    const rows = await db.query<{ body: CompletedMeasureRound }>(
      'SELECT body FROM completed_round WHERE summary IS NULL LIMIT $1',
      [batchSize],
    );
    if (rows.length === 0) return;
    for (const { body } of rows) {
      await db.query('UPDATE completed_round SET summary = $2 WHERE instance_id = $1', [
        body.instanceId,
        JSON.stringify(archiveSummaryOf(body)),
      ]);
    }
  }
}

/** Remarks name their images; the archive reads them through the completed-round image path. */
export function remarkWithImageUrls(instanceId: string, remark: Remark | undefined): Remark | undefined {
  if (!remark) return remark;
  // image URLs are built from the stored image names only (issue 9)
  const { imageURLs: _stored, ...rest } = remark;
  if (!rest.images?.length) return rest;
  return { ...rest, imageURLs: rest.images.map((name) => apiPaths.completedRoundImage(instanceId, name)) };
}

export function withImageUrls(round: CompletedMeasureRound): CompletedMeasureRound {
  const urls = (remark: Remark | undefined) => remarkWithImageUrls(round.instanceId, remark);
  return {
    ...round,
    entries: round.entries.map(
      (entry): CompletedEntry => ({ ...entry, staRemark: urls(entry.staRemark), tsRemark: urls(entry.tsRemark) }),
    ),
  };
}

export function imageNamesOf(round: CompletedMeasureRound): Set<string> {
  return new Set(round.entries.flatMap((entry) => [...(entry.staRemark?.images ?? []), ...(entry.tsRemark?.images ?? [])]));
}
