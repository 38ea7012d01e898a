// GET /timeseries/values?remarks=true&tsId=… and GET /timeseries/{tsId}/metadata.
import { isSameDay, subMonths } from 'date-fns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPaths, type TimeseriesMetadataResponse } from '../../shared/api';
import type { HistoricValue } from '../../shared/model';
import { requireUser, visibleRoundIds } from '../auth/access';
import type { Queryable } from '../db/database';
import { readValues, readValuesJson, roundsWithTimeseries } from '../db/queries/history';
import { ApiError, forbidden, notFound } from '../http/api-error';
import { routeOf } from './params';

/** Largest number of tsIds in one call (the client sends chunks of 32). */
export const MAX_TS_IDS = 100;
/** archive.md §9: station remarks of the last 12 months */
const REMARK_MONTHS = 12;

export function timeseriesRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: { tsId?: string | string[]; remarks?: string } }>(
    routeOf(apiPaths.timeseriesValues([])),
    async (request, reply) => {
      const tsIds = await requireVisibleTimeseries(db, request, request.query.tsId);
      // a TimeseriesValuesResponse, serialised by the database
      const json = await readValuesJson(db, tsIds, request.query.remarks === 'true');
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get<{ Params: { tsId: string }; Querystring: { dt?: string } }>(
    routeOf(apiPaths.timeseriesMetadata(':tsId')),
    async (request): Promise<TimeseriesMetadataResponse> => {
      const [tsId] = await requireVisibleTimeseries(db, request, request.params.tsId);
      const entryDate = request.query.dt ? new Date(request.query.dt) : new Date();
      if (Number.isNaN(entryDate.getTime())) throw new ApiError(400, 'dt must be an ISO date-time', 'dt');
      const values = await readValues(db, [tsId]);
      return metadataOf(values, entryDate);
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

/** archive.md §3 Timeseries metadata from the values in time order. */
export function metadataOf(values: HistoricValue[], entryDate: Date): TimeseriesMetadataResponse {
  const withValue = values.filter((value) => value.value !== null);
  const numbers = withValue.map((value) => value.value as number);
  const earlier = numbers.slice(0, -1);
  const last = withValue.at(-1);
  const remarksSince = subMonths(entryDate, REMARK_MONTHS);
  return {
    ...(last && { last: { dt: last.dt, value: last.value } }),
    ...(numbers.length > 0 && { min: Math.min(...numbers), max: Math.max(...numbers) }),
    ...(earlier.length > 0 && { minExcludingLast: Math.min(...earlier), maxExcludingLast: Math.max(...earlier) }),
    sameDay: values.some((value) => isSameDay(new Date(value.dt), entryDate)),
    staRemarks: values
      .filter((value) => value.staRemark?.text && new Date(value.dt) >= remarksSince)
      .map((value) => ({ dt: value.dt, text: value.staRemark!.text! })),
  };
}
