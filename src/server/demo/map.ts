// Map track and overlays of a round (entry.md §3 Map overlay, Map track).
import type { GeoJsonFeatureCollection, MapOverlay } from '../../shared/api';
import type { Location } from '../../shared/schema/remark';
import { pngDataUrl, solidPng } from './png';
import { roundTo } from '../../shared/maths/discharge';

interface TrackStation {
  staName: string;
  staNumber: string;
  staLocation: Location;
}

/** The walking route through the stations in round order, plus one point per station. */
export function trackFor(mrName: string, stations: readonly TrackStation[]): GeoJsonFeatureCollection {
  const lonLat = (location: Location) => [location.longitude, location.latitude];
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: stations.map((station) => lonLat(station.staLocation)) },
        properties: { name: mrName },
      },
      ...stations.map((station) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point', coordinates: lonLat(station.staLocation) },
        properties: { staName: station.staName, staNumber: station.staNumber },
      })),
    ],
  };
}

const OVERLAY_COLOURS: Record<MapOverlay['mapType'], [number, number, number, number]> = {
  ortho: [46, 125, 50, 90],
  osm: [255, 193, 7, 90],
};

/** Both map types: the stations' bounding box, a little widened, covered by a translucent PNG. */
export function overlaysFor(stations: readonly TrackStation[]): Omit<MapOverlay, 'etag'>[] {
  const latitudes = stations.map((station) => station.staLocation.latitude);
  const longitudes = stations.map((station) => station.staLocation.longitude);
  const margin = 0.005;
  const south = roundTo(Math.min(...latitudes) - margin, 6);
  const north = roundTo(Math.max(...latitudes) + margin, 6);
  const west = roundTo(Math.min(...longitudes) - margin, 6);
  const east = roundTo(Math.max(...longitudes) + margin, 6);
  const bounds: [number, number][] = [[south, west], [north, west], [north, east], [south, east]];
  return (['ortho', 'osm'] as const).map((mapType) => ({
    bounds,
    image: pngDataUrl(solidPng(16, 16, OVERLAY_COLOURS[mapType])),
    mapType,
  }));
}
