// issue 36 item 20: the map tiles a round needs offline — Web Mercator ("slippy map") tile numbers as Leaflet counts
// them, over the round's stations plus a margin, at as many zoom levels as fit a bounded count.

export interface TileCoords {
  z: number;
  x: number;
  y: number;
}

/** at most this many tiles are kept per round and layer (at ~20 kB a tile, about 10 MB) */
export const MAX_ROUND_TILES = 500;
/** the coarsest level kept: the valley around a round (zoom 10 is ~40 km a tile in the Alps) */
export const MIN_TILE_ZOOM = 10;
/** the finest level kept: the map fits a round at zoom 17 or coarser (MapScreen FitToExtent) */
export const MAX_TILE_ZOOM = 17;
/** the margin around the stations' bounding box: a fifth of its size, at least 0.01° (~1 km) on each side */
const MARGIN_SHARE = 0.2;
const MIN_MARGIN_DEGREES = 0.01;
/** Web Mercator's latitude limit */
const MAX_LATITUDE = 85.0511287798;

/** The tile holding a point at a zoom level (x from the west, y from the north). */
export function tileOf(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const count = 2 ** zoom;
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  const x = Math.floor(((longitude + 180) / 360) * count);
  const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * count);
  return { x: clamp(x, 0, count - 1), y: clamp(y, 0, count - 1) };
}

/**
 * The tiles covering the points' bounding box plus its margin, level by level from MIN_TILE_ZOOM up to
 * min(MAX_TILE_ZOOM, maxZoom); a level is taken only whole and only while the total stays within maxTiles.
 */
export function tilesAround(points: readonly (readonly [number, number])[], maxZoom = MAX_TILE_ZOOM, maxTiles = MAX_ROUND_TILES): TileCoords[] {
  if (points.length === 0) return [];
  const lats = points.map(([lat]) => lat);
  const lons = points.map(([, lon]) => lon);
  const latMargin = Math.max((Math.max(...lats) - Math.min(...lats)) * MARGIN_SHARE, MIN_MARGIN_DEGREES);
  const lonMargin = Math.max((Math.max(...lons) - Math.min(...lons)) * MARGIN_SHARE, MIN_MARGIN_DEGREES);
  const north = Math.max(...lats) + latMargin;
  const south = Math.min(...lats) - latMargin;
  const west = Math.max(Math.min(...lons) - lonMargin, -180);
  const east = Math.min(Math.max(...lons) + lonMargin, 180);
  const tiles: TileCoords[] = [];
  for (let z = MIN_TILE_ZOOM; z <= Math.min(MAX_TILE_ZOOM, maxZoom); z++) {
    const topLeft = tileOf(north, west, z);
    const bottomRight = tileOf(south, east, z);
    const levelCount = (bottomRight.x - topLeft.x + 1) * (bottomRight.y - topLeft.y + 1);
    if (tiles.length + levelCount > maxTiles) break;
    for (let x = topLeft.x; x <= bottomRight.x; x++) for (let y = topLeft.y; y <= bottomRight.y; y++) tiles.push({ z, x, y });
  }
  return tiles;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
