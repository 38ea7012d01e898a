// The archive: completed rounds (one, decisions post; the list is archive-list.ts) and their timeseries values with images.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiPaths,
  type CompletedRoundResponse,
  type Role,
  type TimeseriesValuesResponse,
} from '../../shared/api';
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import type { HistoricValue } from '../../shared/schema/timeseries';
import { requireRoundRole, requireUser, rolesOn } from '../auth/access';
import type { Database, Queryable } from '../db/database';
import {
  findCompletedRoundText,
  findVersionedRound,
  remarkWithImageUrls,
  saveCompletedRound,
  type VersionedRound,
  withImageUrls,
} from '../db/queries/completed-rounds';
import { readValues } from '../db/queries/history';
import { ApiError, notFound } from '../http/api-error';
import { entityTagValue } from '../http/etag';
import { pendingDecisionStage, postedDecisionStage, type DecisionStage } from '../../shared/rules/decisions';
import { applyDecisions, decisionStagesOf, forDecider, type Decider } from '../decisions/round-decisions';
import { routeOf } from './params';
import {
  CompletedRoundSchema,
  DecisionsPostBodySchema,
  InstanceIdParamsSchema,
  type DecisionsPostBody,
} from '../../shared/schema/archive';
import { HistoricValuesSchema, TimeseriesValuesQuerySchema } from '../../shared/schema/timeseries';
import { requireVisibleTimeseries, withoutRemarksUnlessAsked } from './timeseries';

export function completedRoundRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { tsId?: string | string[] } }>(
    routeOf(apiPaths.completedTimeseriesValues([])),
    { schema: { querystring: TimeseriesValuesQuerySchema }, config: { answer: HistoricValuesSchema } },
    async (request): Promise<TimeseriesValuesResponse> => {
      const tsIds = await requireVisibleTimeseries(db, request, request.query.tsId);
      const values = await readValues(db, tsIds);
      return withoutRemarksUnlessAsked(request, values.map(withArchiveImageUrls));
    },
  );

  app.get<{ Params: { instanceId: string } }>(
    routeOf(apiPaths.completedRound(':instanceId')),
    { schema: { params: InstanceIdParamsSchema }, config: { answer: CompletedRoundSchema } },
    async (request, reply): Promise<CompletedRoundResponse> => {
      const { round, version } = await loadVersionedRound(db, request, request.params.instanceId);
      // issue 33: the version the client read; a decision post names it in If-Match
      void reply.header('ETag', `"${version}"`).header('Cache-Control', 'private, no-cache');
      return present(round, await decisionStagesOf(db, Number(round.mrId)), await deciderOn(db, request, round));
    },
  );

  // issue 33: a decision is one transaction on the locked round; the stage it decides is the one the round had when
  // the client read it (If-Match) or the one its body names, and only while that stage is pending
  app.post<{ Params: { instanceId: string }; Body: DecisionsPostBody }>(
    routeOf(apiPaths.completedRound(':instanceId')),
    { schema: { params: InstanceIdParamsSchema, body: DecisionsPostBodySchema }, config: { answer: CompletedRoundSchema } },
    async (request): Promise<CompletedRoundResponse> => {
      const { instanceId } = request.params;
      if (request.body.instanceId !== undefined && request.body.instanceId !== instanceId) {
        throw new ApiError(400, 'instanceId of the body differs from the path', 'instanceId');
      }
      const readVersion = entityTagValue(request.headers['if-match']);
      return db.transaction(async (tx) => {
        const { round: stored, version } = await loadVersionedRound(tx, request, instanceId, DECIDER_ROLES, true);
        const decider = await deciderOn(tx, request, stored);
        const stages = await decisionStagesOf(tx, Number(stored.mrId));
        const stage = readVersion === undefined ? postedDecisionStage(request.body) : readVersion === version ? pendingDecisionStage(stored) : undefined;
        const round = applyDecisions(stored, request.body, stage, stages, decider, new Date());
        await saveCompletedRound(tx, round);
        return present(round, stages, decider);
      });
    },
  );
}

const DECIDER_ROLES: readonly Role[] = ['HANDEINGABE_RESPONSIBLE1', 'HANDEINGABE_RESPONSIBLE2'];

/** The completed round named by the path, after checking the caller holds one of `roles` on its round. */
export async function loadCompletedRound(
  db: Queryable,
  request: FastifyRequest,
  instanceId: string,
  roles?: readonly Role[],
): Promise<CompletedMeasureRound> {
  return (await loadVersionedRound(db, request, instanceId, roles)).round;
}

/** The round's stored JSON text, for a caller with a role on its round (the PDF protocol). */
export async function loadCompletedRoundText(db: Queryable, request: FastifyRequest, instanceId: string): Promise<string> {
  requireUser(request);
  const found = await findCompletedRoundText(db, instanceId);
  if (!found) throw notFound(`Completed measure round ${instanceId}`, 'instanceId');
  await requireRoundRole(db, request, found.mrId);
  return found.text;
}

/** loadCompletedRound with the round's version; `forUpdate` locks the round until the transaction ends. */
async function loadVersionedRound(
  db: Queryable,
  request: FastifyRequest,
  instanceId: string,
  roles?: readonly Role[],
  forUpdate = false,
): Promise<VersionedRound> {
  requireUser(request);
  const found = await findVersionedRound(db, instanceId, forUpdate);
  if (!found) throw notFound(`Completed measure round ${instanceId}`, 'instanceId');
  await requireRoundRole(db, request, Number(found.round.mrId), roles);
  return found;
}

async function deciderOn(db: Queryable, request: FastifyRequest, round: CompletedMeasureRound): Promise<Decider> {
  const user = requireUser(request);
  return { user, roles: user.isAdmin ? [] : await rolesOn(db, user.username, Number(round.mrId)) };
}

function present(round: CompletedMeasureRound, stages: DecisionStage[], decider: Decider): CompletedMeasureRound {
  return withImageUrls(forDecider(round, stages, decider));
}

function withArchiveImageUrls(value: HistoricValue): HistoricValue {
  if (!value.instanceId) return value;
  return {
    ...value,
    staRemark: remarkWithImageUrls(value.instanceId, value.staRemark),
    tsRemark: remarkWithImageUrls(value.instanceId, value.tsRemark),
  };
}
