// The stations of a round as the mobile screens address them: by station number and visit (the worker's
// StationView; a duplicated station is the second visit of the same number).
import type { StationView } from '../../../shared/contract';

/** The path of a station's input view inside /mobile/{instanceId}. */
export function inputPath(station: Pick<StationView, 'staNumber' | 'visit'>): string {
  const base = `/input/${encodeURIComponent(station.staNumber)}`;
  return station.visit > 0 ? `${base}/${station.visit}` : base;
}

export function findStation(stations: readonly StationView[], staNumber: string, visit = 0): number {
  return stations.findIndex((station) => station.staNumber === staNumber && station.visit === visit);
}
