// issue 32 spec dialect of GET /timeseries/values (entry.md §7): `remarks=true` and repeated tsId answer a plain
// list of values with tsId, dt, value, staRemark and tsRemark. Our paging parameters (from, limit, after,
// columns) are not part of it and are ignored; the metadata paths are not registered (404).
import type { FastifyInstance } from 'fastify';
import * as Type from 'typebox';
import { apiPaths, type TimeseriesValuesResponse } from '../../shared/api';
import type { Queryable } from '../db/database';
import { readValues } from '../db/queries/history';
import { routeOf } from './params';
import { requireVisibleTimeseries, withoutRemarksUnlessAsked } from './timeseries';
import { HistoricValuesSchema, TimeseriesValuesQuerySchema } from '../../shared/schema/timeseries';

const SpecValuesQuerySchema = Type.Object({ tsId: TimeseriesValuesQuerySchema.properties.tsId, remarks: TimeseriesValuesQuerySchema.properties.remarks });

export function specTimeseriesRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: { tsId?: string | string[] } }>(
    routeOf(apiPaths.timeseriesValues([])),
    { schema: { querystring: SpecValuesQuerySchema }, config: { answer: HistoricValuesSchema } },
    async (request): Promise<TimeseriesValuesResponse> => {
      const tsIds = await requireVisibleTimeseries(db, request, request.query.tsId);
      const values = await readValues(db, tsIds);
      return withoutRemarksUnlessAsked(request, values.map(({ instanceId: _instanceId, ...value }) => value));
    },
  );
}
