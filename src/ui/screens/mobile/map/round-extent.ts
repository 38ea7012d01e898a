// What the round map shows first (issue 12): everything of the round — its stations, map overlays and track.
import type { GeoJsonFeatureCollection, MapOverlay } from '../../../../shared/api';
import type { Entry } from '../../../../shared/schema/entry';

export type LatLon = [number, number];

/** GeoJSON positions are [longitude, latitude]; geometries nest them in arrays of any depth. */
function trackPositions(coordinates: unknown): LatLon[] {
  if (!Array.isArray(coordinates)) return [];
  if (typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') return [[coordinates[1], coordinates[0]]];
  return coordinates.flatMap(trackPositions);
}

/** Every point of the round that should be in view; empty when the round has none (the spec's default centre then). */
export function roundExtentPoints(
  entries: readonly Entry[],
  overlays: readonly MapOverlay[],
  track: GeoJsonFeatureCollection | undefined,
): LatLon[] {
  const stations = entries.flatMap((entry): LatLon[] => (entry.staLocation ? [[entry.staLocation.latitude, entry.staLocation.longitude]] : []));
  const corners = overlays.flatMap((overlay) => overlay.bounds);
  const trackPoints = (track?.features ?? []).flatMap((feature) => trackPositions(feature.geometry?.coordinates));
  return [...stations, ...corners, ...trackPoints].filter(([lat, lon]) => Number.isFinite(lat) && Number.isFinite(lon));
}
