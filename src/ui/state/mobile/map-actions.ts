// Map data of the open round (spec entry.md §2 Mobile map): overlays and track from the worker (its stored copy offline).
import type { MrId } from '../../../shared/contract/ids';
import { proxy, ref } from 'valtio';
import type { GeoJsonFeatureCollection, MapOverlay } from '../../../shared/api';
import type { TileCoords } from '../../../shared/maths/tile-range';
import { workerApi } from '../../worker-client';

interface RoundMap {
  mrId?: number | string;
  overlays: MapOverlay[];
  track?: GeoJsonFeatureCollection;
}

export const mapStore = proxy<RoundMap>({ overlays: [] });

export async function loadRoundMap(mrId: MrId): Promise<void> {
  if (mapStore.mrId === mrId) return;
  const api = workerApi();
  const [ortho, osm, track] = await Promise.all(
    (['ortho', 'osm', 'track'] as const).map((kind) => api.getMap(mrId, kind).catch(() => undefined)),
  );
  mapStore.mrId = mrId;
  mapStore.overlays = ref([ortho, osm].filter((overlay): overlay is MapOverlay => overlay !== undefined && 'bounds' in overlay));
  mapStore.track = track && 'features' in track ? ref(track) : undefined;
}

/** issue 36 item 20: a base-layer tile the preload kept for offline use; undefined when none (or the worker fails). */
export async function readKeptTile(layerName: string, tile: TileCoords): Promise<Blob | undefined> {
  return workerApi().getMapTile(layerName, tile).catch(() => undefined);
}
