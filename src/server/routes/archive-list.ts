// spec archive.md §2/§7 GET /completed-measure-round (issue 11): the archive list as summary rows of the
// rounds the caller holds a role for, streamed in batches; with ?since=<version> (or If-None-Match) only
// the rounds changed since, 304 when none did. A version is "<highest round version>.<scope>", the scope
// naming the caller and the permissions: when they changed (a role removed, a decision stage added) the
// answer is complete again, so rounds that disappeared for the caller disappear on the client too.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { apiPaths, ROUND_COUNT_HEADER, type Role } from '../../shared/api';
import type { CurrentUser } from '../../shared/schema/reference';
import { pendingStageOf, type DecisionStage } from '../../shared/rules/decisions';
import { DECISION_STAGE_ROLE as STAGE_ROLE } from '../../shared/api';
import { ArchiveListAnswerSchema, ArchiveListQuerySchema } from '../../shared/schema/archive';
import { requireUser, visibleRoundIds } from '../auth/access';
import type { Database } from '../db/database';
import { archiveVersion } from '../db/queries/completed-rounds';
import { ArchiveMirror, type ListRange, type ListRow } from './archive-mirror';

/** rounds per piece of the answer; one piece is read ahead (a piece of 200 rounds is ~300 KB) */
const BATCH_ROUNDS = 200;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the archive list's rows are in memory, once the warm-up after listening has ended. */
    archiveListWarm(): Promise<void>;
  }
}

export function archiveListRoutes(app: FastifyInstance, db: Database): void {
  const mirror = new ArchiveMirror(db);
  // the first list call finds the rows in memory: they are loaded once the server listens, in batches
  // between which other requests run (no request waits for the whole load)
  let warmUp = Promise.resolve();
  app.addHook('onListen', async () => {
    warmUp = archiveVersion(db)
      .then((version) => mirror.syncTo(version))
      .catch((error: unknown) => app.log.warn({ err: error }, 'archive list warm-up failed; the first list call loads the list'));
  });
  app.addHook('onClose', async () => {
    await mirror.close();
    await warmUp;
  });
  app.decorate('archiveListWarm', () => warmUp);
  const options = { schema: { querystring: ArchiveListQuerySchema }, config: { answer: ArchiveListAnswerSchema } };
  app.get<{ Querystring: { since?: string } }>(apiPaths.completedRounds(), options, async (request, reply) => {
    const user = requireUser(request);
    const current = { round: await archiveVersion(db), scope: await scopeOf(db, user) };
    const version = `${current.round}.${current.scope}`;
    void reply.header('ETag', `"${version}"`).header('Cache-Control', 'private, no-cache');
    const held = request.query.since ?? request.headers['if-none-match']?.replace(/^(W\/)?"(.*)"$/, '$2');
    if (held === version) return reply.status(304).send();
    const since = sinceRound(held, current);
    const onlyIds = await visibleRoundIds(db, user);
    const range: ListRange = { after: since ?? 0, upTo: current.round, onlyIds: onlyIds === 'all' ? null : new Set(onlyIds) };
    await mirror.syncTo(current.round);
    const count = mirror.count(range);
    const flags = await decisionFlags(db, user);
    const head = `{"version":${JSON.stringify(version)},"complete":${since === undefined},"rounds":[`;
    return reply
      .header(ROUND_COUNT_HEADER, String(count))
      .type('application/json; charset=utf-8')
      .send(Readable.from(listBody(mirror, head, range, flags), { highWaterMark: 1 }));
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

type DecisionFlags = (row: ListRow) => [boolean, boolean];

/** userDecisionNRequired per row: stage N is pending on the round and the caller may decide it. */
async function decisionFlags(db: Database, user: CurrentUser): Promise<DecisionFlags> {
  const rows = await db.query<{ mr_id: number; role: Role }>(
    'SELECT DISTINCT mr_id, role FROM permission WHERE username = $1 AND role = ANY($2::text[])',
    [user.username, Object.values(STAGE_ROLE)],
  );
  const mayDecide = (mrId: number, stage: DecisionStage) =>
    user.isAdmin || rows.some((row) => row.mr_id === mrId && row.role === STAGE_ROLE[stage]);
  return (row) => {
    const pending = pendingStageOf(row);
    return [pending === 1 && mayDecide(row.mrId, 1), pending === 2 && mayDecide(row.mrId, 2)];
  };
}

/** The answer in pieces of BATCH_ROUNDS rounds, one round per line. */
function* listBody(mirror: ArchiveMirror, head: string, range: ListRange, flags: DecisionFlags): Generator<string> {
  yield head;
  let chunk = '';
  let rounds = 0;
  for (const row of mirror.rows(range)) {
    const [one, two] = flags(row);
    chunk += `${rounds === 0 ? '' : ','}\n{"userDecision1Required":${one},"userDecision2Required":${two},${row.rest}`;
    if (++rounds % BATCH_ROUNDS === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}\n]}`;
}
