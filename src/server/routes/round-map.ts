// GET /measure-round/{mrId}/map/overlay?mapType=ortho|osm and /map/track, both with ETag/304.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../shared/api';
import type { Database } from '../db/database';
import { notFound } from '../http/api-error';
import { sendWithEtag } from '../http/etag';
import { loadRound } from './load-round';
import { routeOf } from './params';
import { MapOverlayQuerySchema, MrIdParamsSchema, type MapType } from '../../shared/schema/rounds';
import { GeoJsonFeatureCollectionSchema, MapOverlaySchema } from '../../shared/schema/reference';

export function roundMapRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { mrId: string }; Querystring: { mapType?: MapType } }>(
    routeOf(apiPaths.mapOverlay(':mrId', 'ortho')),
    { schema: { params: MrIdParamsSchema, querystring: MapOverlayQuerySchema }, config: { answer: MapOverlaySchema } },
    async (request, reply) => {
      const mapType = request.query.mapType ?? 'ortho';
      const round = await loadRound(db, request, request.params.mrId);
      const overlay = round.overlays.find((candidate) => candidate.mapType === mapType);
      if (!overlay) throw notFound(`Map overlay ${mapType} of measure round ${round.mr_id}`, 'mapType');
      return sendWithEtag(request, reply, overlay);
    },
  );

  app.get<{ Params: { mrId: string } }>(routeOf(apiPaths.mapTrack(':mrId')), { schema: { params: MrIdParamsSchema }, config: { answer: GeoJsonFeatureCollectionSchema } }, async (request, reply) => {
    const round = await loadRound(db, request, request.params.mrId);
    if (!round.track) throw notFound(`Map track of measure round ${round.mr_id}`);
    return sendWithEtag(request, reply, round.track, 'application/geo+json');
  });
}
