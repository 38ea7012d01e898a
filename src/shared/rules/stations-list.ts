// spec entry.md §2 Mobile screens: base-route redirect; list with text filter, distance sort,
// optional stations toggle and hide visited
import type { Entry } from '../schema/entry';
import type { Location } from '../schema/remark';
import type { StationListOptions } from '../contract/station-list-options';
import { groupByStation, isOptionalStation, isStationComplete } from './completion';

type MobileStartView = 'list' | 'input';

/** Several stations → list, exactly one → input, otherwise list if any are completed, else input. */
export function mobileStartView(entries: readonly Entry[]): MobileStartView {
  const stations = groupByStation(entries);
  if (stations.length > 1) return 'list';
  if (stations.length === 1) return 'input';
  return stations.some(isStationComplete) ? 'list' : 'input';
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: Location, b: Location): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

function matchesFilter(station: readonly Entry[], filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  return station.some((entry) =>
    [entry.siteName, entry.staName, entry.staNumber, entry.tsParameter].some((text) => text?.toLowerCase().includes(needle)),
  );
}

/** The stations of the mobile list (each with its distance in metres when a position is known). */
export function stationList(entries: readonly Entry[], options: StationListOptions): { entries: Entry[]; distance?: number }[] {
  const list = groupByStation(entries)
    .filter((station) => options.showOptional !== false || !isOptionalStation(station[0]))
    .filter((station) => !options.hideVisited || !isStationComplete(station))
    .filter((station) => !options.filter?.trim() || matchesFilter(station, options.filter))
    .map((station) => {
      const location = station[0].staLocation;
      return { entries: station, distance: options.position && location ? distanceM(options.position, location) : undefined };
    });
  if (!options.position) return list;
  return [...list].sort((a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY));
}
