// The stations of a round as the mobile screens address them: by station number and visit
// (a duplicated station is the second visit of the same number), with the row indices of their entries.
import type { Entry } from '../../../shared/model';
import { stationKey } from '../../../shared/rules/completion';

export interface StationRows {
  staNumber: string;
  /** 0 for the first station with this number, 1 for its duplicate, … */
  visit: number;
  /** indices into round.entries */
  rows: number[];
}

export function stationRows(entries: readonly Entry[]): StationRows[] {
  const byKey = new Map<string, StationRows>();
  const visits = new Map<string, number>();
  entries.forEach((entry, index) => {
    const key = stationKey(entry);
    let station = byKey.get(key);
    if (!station) {
      const visit = visits.get(entry.staNumber) ?? 0;
      visits.set(entry.staNumber, visit + 1);
      station = { staNumber: entry.staNumber, visit, rows: [] };
      byKey.set(key, station);
    }
    station.rows.push(index);
  });
  return [...byKey.values()];
}

/** The path of a station's input view inside /mobile/{instanceId}. */
export function inputPath(station: Pick<StationRows, 'staNumber' | 'visit'>): string {
  const base = `/input/${encodeURIComponent(station.staNumber)}`;
  return station.visit > 0 ? `${base}/${station.visit}` : base;
}

export function findStation(stations: readonly StationRows[], staNumber: string, visit = 0): number {
  return stations.findIndex((station) => station.staNumber === staNumber && station.visit === visit);
}

/**
 * The row that keeps the station remark: the station's first entry that is not a NO_STEADY_INCIDENT
 * series (those carry their own station remark for an incident); undefined when all are.
 */
export function stationRemarkRow(entries: readonly Entry[], rows: readonly number[]): number | undefined {
  return rows.find((index) => entries[index].inputType !== 'NO_STEADY_INCIDENT');
}
