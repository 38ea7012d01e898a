// GET /measure-round (list; the Date header is the client's version) and GET /measure-round/{mrId} (entries with tsData).
import type { FastifyInstance } from 'fastify';
import { apiPaths, type MeasureRoundListResponse, type MeasureRoundResponse } from '../../shared/api';
import { requireUser, visibleRoundIds } from '../auth/access';
import type { Database } from '../db/database';
import { listRounds, toSummary } from '../db/queries/rounds';
import { readTimeseriesMetadata } from '../db/queries/timeseries-metadata';
import { loadRound } from './load-round';
import { routeOf } from './params';
import { MrIdParamsSchema } from '../../shared/schema/rounds';
import { GroupSchema, GroupSummaryListSchema } from '../../shared/schema/reference';

export function measureRoundRoutes(app: FastifyInstance, db: Database): void {
  app.get(apiPaths.measureRounds(), { config: { answer: GroupSummaryListSchema } }, async (request): Promise<MeasureRoundListResponse> => {
    const user = requireUser(request);
    return listRounds(db, await visibleRoundIds(db, user));
  });

  app.get<{ Params: { mrId: string } }>(
    routeOf(apiPaths.measureRound(':mrId')),
    { schema: { params: MrIdParamsSchema }, config: { answer: GroupSchema } },
    async (request): Promise<MeasureRoundResponse> => {
      const round = await loadRound(db, request, request.params.mrId);
      // entry.md §3: each entry carries its timeseries' metadata (last value, range, same day) as of now
      const metadata = await readTimeseriesMetadata(db, [...new Set(round.entries.map((entry) => entry.tsId))], new Date());
        return { ...toSummary(round), entries: round.entries.map((entry) => ({ ...entry, tsData: metadata.get(entry.tsId) })) };
    },
  );
}
