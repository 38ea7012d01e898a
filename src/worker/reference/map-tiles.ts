// issue 36 item 20: the base-layer tiles of a preloaded round's area, kept in Cache Storage for layers whose terms
// allow it (MapLayerConfig.offline), and read back by the map (cache first; docs/decisions/entry-screens.md).
import type { Group } from '../../shared/schema/group';
import type { MapLayerConfig } from '../../shared/schema/settings';
import { MAX_TILE_ZOOM, tilesAround, type TileCoords } from '../../shared/maths/tile-range';
import { currentSettings } from '../session/current-settings';
import { mapConcurrently } from '../util/concurrency';

/** removed at logout with the user's other caches (session/purge-personal-data.ts) */
const TILE_CACHE = 'hwe-map-tiles';
/** tiles fetched at once: a tile server's fair-use limit, and the phone's connection shared with the preload */
const PARALLEL_FETCHES = 4;

/** The configured layers whose tiles may be kept: tile or TMS layers marked offline (a WMS has no fixed tiles). */
export function offlineTileLayers(layers: readonly MapLayerConfig[]): MapLayerConfig[] {
  return layers.filter((layer) => layer.offline === true && layer.type !== 'wms');
}

/** Stores the layer's tiles around the group's stations (tiles kept before are not fetched again); the count kept. */
export async function keepRoundTiles(group: Group, layer: MapLayerConfig, signal: AbortSignal): Promise<number> {
  const points = group.entries.flatMap((entry): [number, number][] => (entry.staLocation ? [[entry.staLocation.latitude, entry.staLocation.longitude]] : []));
  const maxZoom = Math.min(MAX_TILE_ZOOM, Number(layer.options?.maxNativeZoom ?? MAX_TILE_ZOOM));
  const urls = tilesAround(points, maxZoom).map((tile) => tileUrl(layer, tile));
  const cache = await caches.open(TILE_CACHE);
  const keptEach = await mapConcurrently(urls, PARALLEL_FETCHES, async (url) => {
    if (await cache.match(url)) return true;
    const response = await fetch(url, { signal });
    // a tile the server does not have stays blank on the map, as it does online
    if (!response.ok) return false;
    await cache.put(url, response);
    return true;
  });
  return keptEach.filter(Boolean).length;
}

/** A kept tile of the named layer at Leaflet's tile coordinates; undefined when none was kept. */
export async function readMapTile(layerName: string, tile: TileCoords): Promise<Blob | undefined> {
  const layer = offlineTileLayers((await currentSettings()).mapLayers).find((candidate) => candidate.name === layerName);
  if (!layer || !(await caches.has(TILE_CACHE))) return undefined;
  const response = await (await caches.open(TILE_CACHE)).match(tileUrl(layer, tile));
  return response?.blob();
}

/**
 * The layer's URL template filled as Leaflet fills it ({z} {x} {y} {-y} and options such as {s}); a TMS layer counts
 * y from the south. One subdomain is used for every tile, so a tile has one key in the cache.
 */
export function tileUrl(layer: MapLayerConfig, { z, x, y }: TileCoords): string {
  const flippedY = 2 ** z - 1 - y;
  const subdomains = String(layer.options?.subdomains ?? 'abc');
  const values: Record<string, string | number> = { ...layer.options, s: subdomains[0] ?? '', r: '', z, x, y: layer.type === 'tms' ? flippedY : y, '-y': flippedY };
  const filled = layer.url.replace(/\{ *([\w-]+) *\}/g, (_match, key: string) => String(values[key] ?? ''));
  return new URL(filled, self.location.href).href;
}
