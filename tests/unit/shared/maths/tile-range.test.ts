// issue 36 item 20: the tiles a preload keeps for a round — slippy-map tile numbers as Leaflet counts them, the
// stations' bounding box plus a margin, whole zoom levels from 10 up, at most 500 tiles.
import { describe, expect, test } from 'vitest';
import { MAX_ROUND_TILES, MAX_TILE_ZOOM, MIN_TILE_ZOOM, tileOf, tilesAround } from '../../../../src/shared/maths/tile-range';

describe('issue 36 item 20: map tile range of a round', () => {
  test('lat/lon to tile x/y: Innsbruck, Berlin, Sydney and the equator (OpenStreetMap numbering, y from the north)', () => {
    expect(tileOf(47.2692, 11.3933, 13)).toEqual({ x: 4355, y: 2872 });
    expect(tileOf(52.52, 13.405, 10)).toEqual({ x: 550, y: 335 });
    expect(tileOf(-33.8688, 151.2093, 12)).toEqual({ x: 3768, y: 2457 });
    expect(tileOf(0, 0, 1)).toEqual({ x: 1, y: 1 });
    // beyond Web Mercator's latitudes and the date line: the edge tiles
    expect(tileOf(89.9, 180, 3)).toEqual({ x: 7, y: 0 });
    expect(tileOf(-89.9, -180, 3)).toEqual({ x: 0, y: 7 });
  });

  test('one station: every level from 10 to 17 around it (a margin of 0.01°), the station inside each level', () => {
    const tiles = tilesAround([[47.2692, 11.3933]]);
    expect(new Set(tiles.map((tile) => tile.z))).toEqual(new Set([10, 11, 12, 13, 14, 15, 16, 17]));
    expect(tiles.length).toBeLessThanOrEqual(MAX_ROUND_TILES);
    for (let z = MIN_TILE_ZOOM; z <= MAX_TILE_ZOOM; z++) expect(tiles).toContainEqual({ z, ...tileOf(47.2692, 11.3933, z) });
    // ±0.01° at zoom 17 (a tile is 0.00275° wide) is ±3.6 tiles east–west: the margin is there
    const level17 = tiles.filter((tile) => tile.z === 17).map((tile) => tile.x);
    expect(Math.max(...level17) - Math.min(...level17)).toBeGreaterThanOrEqual(7);
  });

  test('a wide round: whole levels only, while the count stays within 500; none finer than the layer allows', () => {
    const tiles = tilesAround([
      [47.0, 10.8],
      [47.5, 11.9],
    ]);
    expect(tiles.length).toBeLessThanOrEqual(500);
    const levels = [...new Set(tiles.map((tile) => tile.z))];
    expect(levels[0]).toBe(10);
    const finest = Math.max(...levels);
    expect(finest).toBeLessThan(17);
    // the next level would not have fitted
    const withNext = tilesAround([[47.0, 10.8], [47.5, 11.9]], finest + 1, Number.MAX_SAFE_INTEGER);
    expect(withNext.length).toBeGreaterThan(500);
    expect(Math.max(...tilesAround([[47.2692, 11.3933]], 14).map((tile) => tile.z))).toBe(14);
    expect(tilesAround([])).toEqual([]);
  });
});
