// spec archive.md §2/§7 GET /completed-measure-round (issue 11): the archive list as summary rows of the
// rounds the caller holds a role for, streamed in batches; with ?since=<version> (or If-None-Match) only
// the rounds changed since, 304 when none did. A version is "<highest round version>.<scope>", the scope
// naming the caller and the permissions: when they changed (a role removed, a decision stage added) the
// answer is complete again, so rounds that disappeared for the caller disappear on the client too.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { apiPaths, ROUND_COUNT_HEADER, type Role } from '../../shared/api';
import type { CurrentUser } from '../../shared/model';
import { pendingStageOf, type DecisionStage } from '../../shared/rules/decisions';
import { requireUser, visibleRoundIds } from '../auth/access';
import type { Database } from '../db/database';
import { archiveVersion } from '../db/queries/completed-rounds';

const BATCH_ROUNDS = 1000;
const STAGE_ROLES: Record<DecisionStage, Role> = { 1: 'HANDEINGABE_RESPONSIBLE1', 2: 'HANDEINGABE_RESPONSIBLE2' };

export function archiveListRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { since?: string } }>(apiPaths.completedRounds(), async (request, reply) => {
    const user = requireUser(request);
    const current = { round: await archiveVersion(db), scope: await scopeOf(db, user) };
    const version = `${current.round}.${current.scope}`;
    void reply.header('ETag', `"${version}"`).header('Cache-Control', 'private, no-cache');
    const held = request.query.since ?? request.headers['if-none-match']?.replace(/^(W\/)?"(.*)"$/, '$2');
    if (held === version) return reply.status(304).send();
    const since = sinceRound(held, current);
    const onlyIds = await visibleRoundIds(db, user);
    const range = { after: since ?? 0, upTo: current.round, onlyIds: onlyIds === 'all' ? null : onlyIds };
    const [{ count }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM completed_round
       WHERE version > $1 AND version <= $2 AND ($3::int[] IS NULL OR mr_id = ANY($3::int[]))`,
      [range.after, range.upTo, range.onlyIds],
    );
    const flags = await decisionFlags(db, user);
    const head = `{"version":${JSON.stringify(version)},"complete":${since === undefined},"rounds":[`;
    return reply
      .header(ROUND_COUNT_HEADER, String(count))
      .type('application/json; charset=utf-8')
      .send(Readable.from(listBody(db, head, range, flags)));
  });
}

/** The round version the client holds, when its answer can be a delta (same scope, not ahead of us). */
function sinceRound(held: string | undefined, current: { round: number; scope: string }): number | undefined {
  const match = held?.match(/^(\d+)\.([0-9a-f]+)$/);
  if (!match || match[2] !== current.scope || Number(match[1]) > current.round) return undefined;
  return Number(match[1]);
}

/** Who asks and every permission: the decision flags and the visible rounds depend on nothing else. */
async function scopeOf(db: Database, user: CurrentUser): Promise<string> {
  const [row] = await db.query<{ digest: string | null }>(
    `SELECT md5(string_agg(username || '/' || mr_id || '/' || role, ',' ORDER BY username, mr_id, role)) AS digest
     FROM permission`,
  );
  return createHash('sha256')
    .update(`${user.username}/${user.isAdmin}/${row.digest ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}

interface SummaryRow {
  mr_id: number;
  version_text: string;
  decision1_time: string | null;
  decision2_time: string | null;
  relevant: DecisionStage[];
  summary: string;
}

type DecisionFlags = (row: SummaryRow) => [boolean, boolean];

/** userDecisionNRequired per row: stage N is pending on the round and the caller may decide it. */
async function decisionFlags(db: Database, user: CurrentUser): Promise<DecisionFlags> {
  const rows = await db.query<{ mr_id: number; role: Role; mine: boolean }>(
    `SELECT DISTINCT mr_id, role, username = $1 AS mine FROM permission WHERE role = ANY($2::text[])`,
    [user.username, Object.values(STAGE_ROLES)],
  );
  const has = (mrId: number, stage: DecisionStage, mine: boolean) =>
    rows.some((row) => row.mr_id === mrId && row.role === STAGE_ROLES[stage] && (!mine || row.mine));
  return (row) => {
    const stages = ([1, 2] as const).filter((stage) => has(row.mr_id, stage, false));
    const pending = pendingStageOf(
      { decision1Time: row.decision1_time ?? undefined, decision2Time: row.decision2_time ?? undefined, relevantStages: row.relevant },
      stages,
    );
    const mayDecide = (stage: DecisionStage) => pending === stage && (user.isAdmin || has(row.mr_id, stage, true));
    return [mayDecide(1), mayDecide(2)];
  };
}

/** The answer in pieces: one batch of rounds in memory at a time, one round per line. */
async function* listBody(
  db: Database,
  head: string,
  range: { after: number; upTo: number; onlyIds: number[] | null },
  flags: DecisionFlags,
): AsyncGenerator<string> {
  yield head;
  let after = range.after;
  let first = true;
  for (;;) {
    const rows = await db.query<SummaryRow>(
      `SELECT mr_id, version::text AS version_text, summary->>'decision1Time' AS decision1_time,
              summary->>'decision2Time' AS decision2_time, summary->'relevantStages' AS relevant, summary::text AS summary
       FROM completed_round
       WHERE version > $1 AND version <= $2 AND ($3::int[] IS NULL OR mr_id = ANY($3::int[]))
       ORDER BY completed_round.version LIMIT $4`,
      [after, range.upTo, range.onlyIds, BATCH_ROUNDS],
    );
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) {
      const [one, two] = flags(row);
      chunk += `${first ? '' : ','}\n{"userDecision1Required":${one},"userDecision2Required":${two},${row.summary.slice(1)}`;
      first = false;
    }
    yield chunk;
    after = Number(rows.at(-1)!.version_text);
  }
  yield '\n]}';
}
