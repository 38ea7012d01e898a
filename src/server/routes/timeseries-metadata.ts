// GET /timeseries/{tsId}/metadata?dt=… (the chart) and GET /timeseries/metadata?dt=…&tsId=… (entry.md §7 update of
// timeseries values for entries with a date): archive.md §3 metadata relative to the entry date.
import type { FastifyInstance } from 'fastify';
import { apiPaths, type TimeseriesMetadataAtResponse, type TimeseriesMetadataResponse } from '../../shared/api';
import type { Queryable } from '../db/database';
import { readTimeseriesMetadata } from '../db/queries/timeseries-metadata';
import { routeOf } from './params';
import { requireVisibleTimeseries } from './timeseries';
import { MetadataAtQuerySchema, MetadataQuerySchema, TsDataByIdSchema, TsDataSchema, TsIdParamsSchema } from '../../shared/schema/timeseries';

/** The entry date of the query (checked by its schema), now when absent. */
const entryDateOf = (raw: string | undefined): Date => (raw === undefined ? new Date() : new Date(raw));

export function timeseriesMetadataRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { tsId: string }; Querystring: { dt?: string } }>(
    routeOf(apiPaths.timeseriesMetadata(':tsId')),
    { schema: { params: TsIdParamsSchema, querystring: MetadataQuerySchema }, config: { answer: TsDataSchema } },
    async (request): Promise<TimeseriesMetadataResponse> => {
      const [tsId] = await requireVisibleTimeseries(db, request, request.params.tsId);
      const metadata = await readTimeseriesMetadata(db, [tsId], entryDateOf(request.query.dt));
      return metadata.get(tsId)!;
    },
  );

  app.get<{ Querystring: { dt?: string; tsId?: string | string[] } }>(
    routeOf(apiPaths.timeseriesMetadataAt([], '')),
    { schema: { querystring: MetadataAtQuerySchema }, config: { answer: TsDataByIdSchema } },
    async (request): Promise<TimeseriesMetadataAtResponse> => {
      const tsIds = await requireVisibleTimeseries(db, request, request.query.tsId);
      return Object.fromEntries(await readTimeseriesMetadata(db, tsIds, entryDateOf(request.query.dt)));
    },
  );
}
