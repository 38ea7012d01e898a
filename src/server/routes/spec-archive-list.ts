// issue 32 spec dialect of GET /completed-measure-round (archive.md §7 "answer: list of completed rounds"): a plain
// JSON array of the full completed rounds the caller holds a role for, entries included, each with the caller's
// userDecisionNRequired; no envelope, no version, no round count. Streamed in batches read by keyset.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import * as Type from 'typebox';
import { CompletedRoundSchema } from '../../shared/schema/archive';
import { apiPaths } from '../../shared/api';
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import type { CurrentUser } from '../../shared/schema/reference';
import type { DecisionStage } from '../../shared/rules/decisions';
import { requireUser, rolesOn, visibleRoundIds } from '../auth/access';
import type { Database } from '../db/database';
import { withImageUrls } from '../db/queries/completed-rounds';
import { decisionStagesOf, forDecider, type Decider } from '../decisions/round-decisions';

/** rounds read and written at a time */
const BATCH_ROUNDS = 200;

export function specArchiveListRoutes(app: FastifyInstance, db: Database): void {
  app.get(apiPaths.completedRounds(), { config: { answer: Type.Array(CompletedRoundSchema) } }, async (request, reply) => {
    const user = requireUser(request);
    const onlyIds = await visibleRoundIds(db, user);
    void reply.header('Cache-Control', 'private, no-cache').type('application/json; charset=utf-8');
    return reply.send(Readable.from(listBody(db, user, onlyIds === 'all' ? null : onlyIds), { highWaterMark: 1 }));
  });
}

async function* listBody(db: Database, user: CurrentUser, onlyIds: number[] | null): AsyncGenerator<string> {
  const present = presenterFor(db, user);
  yield '[';
  let after = '';
  let first = true;
  for (;;) {
    const rows = await db.query<{ instance_id: string; body: CompletedMeasureRound }>(
      `SELECT instance_id, body FROM completed_round
       WHERE instance_id > $1 AND ($2::int[] IS NULL OR mr_id = ANY($2::int[]))
       ORDER BY instance_id LIMIT ${BATCH_ROUNDS}`,
      [after, onlyIds],
    );
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) {
      chunk += `${first ? '' : ','}\n${JSON.stringify(await present(row.body))}`;
      first = false;
    }
    yield chunk;
    after = rows[rows.length - 1].instance_id;
  }
  yield '\n]';
}

/** The round as the caller sees it (decision flags, image URLs); a stored round without entries goes out as stored. */
function presenterFor(db: Database, user: CurrentUser): (round: CompletedMeasureRound) => Promise<CompletedMeasureRound> {
  const byDefinition = new Map<number, Promise<{ stages: DecisionStage[]; decider: Decider }>>();
  const definition = (mrId: number) => {
    let known = byDefinition.get(mrId);
    if (!known) {
      known = Promise.all([decisionStagesOf(db, mrId), user.isAdmin ? [] : rolesOn(db, user.username, mrId)]).then(([stages, roles]) => ({
        stages,
        decider: { user, roles },
      }));
      byDefinition.set(mrId, known);
    }
    return known;
  };
  return async (round) => {
    if (!Array.isArray(round.entries)) return round;
    const { stages, decider } = await definition(Number(round.mrId));
    return withImageUrls(forDecider(round, stages, decider));
  };
}
