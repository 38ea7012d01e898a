// GET /timeseries/{tsId}/metadata?dt=… (the chart) and GET /timeseries/metadata?dt=…&tsId=… (entry.md §7 update of
// timeseries values for entries with a date): archive.md §3 metadata relative to the entry date.
import type { FastifyInstance } from 'fastify';
import { apiPaths, type TimeseriesMetadataAtResponse, type TimeseriesMetadataResponse } from '../../shared/api';
import type { Queryable } from '../db/database';
import { readTimeseriesMetadata } from '../db/queries/timeseries-metadata';
import { ApiError } from '../http/api-error';
import { routeOf } from './params';
import { requireVisibleTimeseries } from './timeseries';

function entryDateOf(raw: string | undefined, required: boolean): Date {
  if (raw === undefined && !required) return new Date();
  const date = new Date(raw ?? '');
  if (Number.isNaN(date.getTime())) throw new ApiError(400, 'dt must be an ISO date-time', 'dt');
  return date;
}

export function timeseriesMetadataRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { tsId: string }; Querystring: { dt?: string } }>(
    routeOf(apiPaths.timeseriesMetadata(':tsId')),
    async (request): Promise<TimeseriesMetadataResponse> => {
      const [tsId] = await requireVisibleTimeseries(db, request, request.params.tsId);
      const metadata = await readTimeseriesMetadata(db, [tsId], entryDateOf(request.query.dt, false));
      return metadata.get(tsId)!;
    },
  );

  app.get<{ Querystring: { dt?: string; tsId?: string | string[] } }>(
    routeOf(apiPaths.timeseriesMetadataAt([], '')),
    async (request): Promise<TimeseriesMetadataAtResponse> => {
      const tsIds = await requireVisibleTimeseries(db, request, request.query.tsId);
      return Object.fromEntries(await readTimeseriesMetadata(db, tsIds, entryDateOf(request.query.dt, true)));
    },
  );
}
