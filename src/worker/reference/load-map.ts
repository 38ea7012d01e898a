// spec entry.md §7 map overlay (ortho, osm) and track of a round, each with its stored ETag.
import type { MrId } from '../../shared/contract/ids';
import { apiPaths, type GeoJsonFeatureCollection, type MapOverlay } from '../../shared/api';
import { GeoJsonFeatureCollectionSchema, MapOverlaySchema } from '../../shared/schema/reference';
import { conditionalGet } from '../http/conditional';
import { readMap, writeMap } from '../store/maps-store';
import type { MapKind } from '../store/schema';

export type MapContent = MapOverlay | GeoJsonFeatureCollection;

/** The overlay or track of a round; undefined when the round has none. */
export async function loadMap(mrId: MrId, kind: MapKind, signal?: AbortSignal): Promise<MapContent | undefined> {
  const key = `${mrId}/${kind}`;
  const path = kind === 'track' ? apiPaths.mapTrack(mrId) : apiPaths.mapOverlay(mrId, kind);
  const accept = kind === 'track' ? 'application/geo+json' : 'application/json';
  const schema = kind === 'track' ? GeoJsonFeatureCollectionSchema : MapOverlaySchema;
  const stored = await readMap(key, schema);
  const result = await conditionalGet<typeof schema, MapContent>(path, schema, stored && { body: stored.body, etag: stored.etag }, { accept, signal });
  if (!result) return undefined;
  if (result.changed) await writeMap({ key, etag: result.value.etag, body: result.value.body });
  return result.value.body;
}
