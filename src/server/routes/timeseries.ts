// GET /timeseries/values?remarks=true&tsId=…, and the visibility check of requested timeseries.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPaths } from '../../shared/api';
import type { HistoricValue } from '../../shared/model';
import { requireUser, visibleRoundIds } from '../auth/access';
import type { Queryable } from '../db/database';
import { readValuesJson, roundsWithTimeseries } from '../db/queries/history';
import { ApiError, forbidden, notFound } from '../http/api-error';
import { routeOf } from './params';
import { HistoricValuesSchema, MAX_TS_IDS, TimeseriesValuesQuerySchema } from '../../shared/schema/timeseries';

export function timeseriesRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: { tsId?: string | string[]; remarks?: string } }>(
    routeOf(apiPaths.timeseriesValues([])),
    { schema: { querystring: TimeseriesValuesQuerySchema }, config: { answer: HistoricValuesSchema } },
    async (request, reply) => {
      const tsIds = await requireVisibleTimeseries(db, request, request.query.tsId);
      // a TimeseriesValuesResponse, serialised by the database
      const json = await readValuesJson(db, tsIds, request.query.remarks === 'true');
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
}

/** The requested tsIds, after checking each belongs to a round the user may see. */
export async function requireVisibleTimeseries(
  db: Queryable,
  request: FastifyRequest,
  raw: string | string[] | undefined,
): Promise<string[]> {
  const user = requireUser(request);
  const tsIds = [...new Set((Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).filter(Boolean))];
  if (tsIds.length === 0) throw new ApiError(400, 'At least one tsId is required', 'tsId');
  if (tsIds.length > MAX_TS_IDS) throw new ApiError(400, `At most ${MAX_TS_IDS} tsIds per call`, 'tsId');
  const rounds = await roundsWithTimeseries(db, tsIds);
  const unknown = tsIds.find((tsId) => !rounds.has(tsId));
  if (unknown) throw notFound(`Timeseries ${unknown}`, 'tsId');
  const visible = await visibleRoundIds(db, user);
  if (visible !== 'all' && !tsIds.every((tsId) => rounds.get(tsId)!.some((mrId) => visible.includes(mrId)))) {
    throw forbidden();
  }
  return tsIds;
}

export function withoutRemarksUnlessAsked(request: FastifyRequest, values: HistoricValue[]): HistoricValue[] {
  if ((request.query as { remarks?: string }).remarks === 'true') return values;
  return values.map(({ staRemark: _sta, tsRemark: _ts, ...value }) => value);
}
