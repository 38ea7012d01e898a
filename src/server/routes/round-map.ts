// GET /measure-round/{mrId}/map/overlay?mapType=ortho|osm and /map/track, both with ETag/304.
import type { FastifyInstance } from 'fastify';
import { apiPaths, type MapType } from '../../shared/api';
import type { Database } from '../db/database';
import { ApiError, notFound } from '../http/api-error';
import { sendWithEtag } from '../http/etag';
import { loadRound } from './load-round';
import { routeOf } from './params';

const MAP_TYPES: readonly MapType[] = ['ortho', 'osm'];

export function roundMapRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { mrId: string }; Querystring: { mapType?: string } }>(
    routeOf(apiPaths.mapOverlay(':mrId', 'ortho')),
    async (request, reply) => {
      const mapType = (request.query.mapType ?? 'ortho') as MapType;
      if (!MAP_TYPES.includes(mapType)) throw new ApiError(400, 'mapType must be ortho or osm', 'mapType');
      const round = await loadRound(db, request, request.params.mrId);
      const overlay = round.overlays.find((candidate) => candidate.mapType === mapType);
      if (!overlay) throw notFound(`Map overlay ${mapType} of measure round ${round.mr_id}`, 'mapType');
      return sendWithEtag(request, reply, overlay);
    },
  );

  app.get<{ Params: { mrId: string } }>(routeOf(apiPaths.mapTrack(':mrId')), async (request, reply) => {
    const round = await loadRound(db, request, request.params.mrId);
    if (!round.track) throw notFound(`Map track of measure round ${round.mr_id}`);
    return sendWithEtag(request, reply, round.track, 'application/geo+json');
  });
}
