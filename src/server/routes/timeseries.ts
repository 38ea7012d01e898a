// GET /timeseries/values?remarks=true&tsId=…[&from=…&limit=…&after=…&columns=true[&compact=true]], and the visibility check of
// requested timeseries.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { apiPaths } from '../../shared/api';
import type { HistoricColumns, HistoricValue } from '../../shared/schema/timeseries';
import { compactColumns } from '../../shared/format/compact-values';
import { requireUser, visibleRoundIds } from '../auth/access';
import type { Queryable } from '../db/database';
import { roundsWithTimeseries } from '../db/queries/history';
import { readValuePage, seriesVersions, type ValueCursor, type ValuePageRequest } from '../db/queries/value-pages';
import { ApiError, notFound } from '../http/api-error';
import { keptEncodingFor } from '../http/compression';
import { routeOf } from './params';
import { ValuesAnswerCache, type ValuesAnswer } from './values-answer-cache';
import {
  HistoricColumnsPageSchema,
  HistoricCompactPageSchema,
  HistoricValuesSchema,
  MAX_TS_IDS,
  MAX_VALUES_PAGE,
  TimeseriesValuesQuerySchema,
} from '../../shared/schema/timeseries';

type ValuesQuery = Static<typeof TimeseriesValuesQuerySchema>;

export function timeseriesRoutes(app: FastifyInstance, db: Queryable): void {
  const answers = new ValuesAnswerCache();
  app.get<{ Querystring: ValuesQuery }>(
    routeOf(apiPaths.timeseriesValues([])),
    {
      schema: { querystring: TimeseriesValuesQuerySchema },
      config: { answer: Type.Union([HistoricValuesSchema, HistoricColumnsPageSchema, HistoricCompactPageSchema]) },
    },
    async (request, reply) => {
      const tsIds = await requireVisibleTimeseries(db, request, request.query.tsId);
      const { from, remarks, columns, compact } = request.query;
      const limit = request.query.limit === undefined ? MAX_VALUES_PAGE : Number(request.query.limit);
      if (limit > MAX_VALUES_PAGE) throw new ApiError(400, `limit is at most ${MAX_VALUES_PAGE}`, 'limit');
      const after = request.query.after === undefined ? undefined : parseContinuation(request.query.after, tsIds);
      const pageRequest = { tsIds: [...tsIds].sort(), withRemarks: remarks === 'true', from, limit, after, columns: columns === 'true' };
      const asCompact = pageRequest.columns && compact === 'true';
      // the versions are read first: a write committed meanwhile makes a newer answer, kept under the older versions
      const versions = await seriesVersions(db, pageRequest.tsIds);
      const kept = await answers.answer(JSON.stringify({ ...pageRequest, asCompact }), versions, () => valuesAnswer(db, pageRequest, asCompact));
      const { body, next } = kept.answer;
      reply.type('application/json; charset=utf-8');
      if (next && !pageRequest.columns) reply.header('Link', `<${withContinuation(request.url, next)}>; rel="next"`);
      const encoding = keptEncodingFor(request.headers['accept-encoding']);
      if (!encoding) return reply.send(body);
      const compressed = await kept.encoded(encoding);
      return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(compressed);
    },
  );
}

/**
 * The page as the answer's JSON text, serialised by the database: a TimeseriesValuesResponse, or a HistoricColumnsPage
 * (with `compact`, each part in the form of extension values-compact).
 */
async function valuesAnswer(db: Queryable, request: ValuePageRequest, compact: boolean): Promise<ValuesAnswer> {
  const page = await readValuePage(db, request);
  const next = page.next && formatContinuation(page.next);
  const parts = compact ? page.parts.map((part) => JSON.stringify(compactColumns(JSON.parse(part) as HistoricColumns))) : page.parts;
  if (request.columns) return { body: `{"series":[${parts.join(',')}]${next ? `,"next":${JSON.stringify(next)}` : ''}}` };
  return { body: `[${page.parts.join(',')}]`, next };
}

/** The same call with `after` set: the array form's next page, linked as RFC 8288 rel="next". */
function withContinuation(requestUrl: string, next: string): string {
  const url = new URL(requestUrl, 'http://localhost');
  url.searchParams.set('after', next);
  return url.pathname + url.search;
}

/** The continuation is opaque to callers: base64url of [tsId, dt, seq]. */
function formatContinuation(cursor: ValueCursor): string {
  return Buffer.from(JSON.stringify([cursor.tsId, cursor.dt, cursor.seq])).toString('base64url');
}

function parseContinuation(text: string, tsIds: readonly string[]): ValueCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    !tsIds.includes(parsed[0]) ||
    typeof parsed[1] !== 'string' ||
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(parsed[1]) ||
    typeof parsed[2] !== 'string' ||
    !/^\d{1,18}$/.test(parsed[2])
  ) {
    throw new ApiError(400, 'Invalid continuation (after): not one of this call', 'after');
  }
  return { tsId: parsed[0], dt: parsed[1], seq: parsed[2] };
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
  const visible = await visibleRoundIds(db, user);
  // issue 35: a timeseries of rounds the user may not see answers as an unknown one, so ids cannot be probed
  const hidden = tsIds.find((tsId) => !rounds.has(tsId) || (visible !== 'all' && !rounds.get(tsId)!.some((mrId) => visible.includes(mrId))));
  if (hidden) throw notFound(`Timeseries ${hidden}`, 'tsId');
  return tsIds;
}

export function withoutRemarksUnlessAsked(request: FastifyRequest, values: HistoricValue[]): HistoricValue[] {
  if ((request.query as { remarks?: string }).remarks === 'true') return values;
  return values.map(({ staRemark: _sta, tsRemark: _ts, ...value }) => value);
}
