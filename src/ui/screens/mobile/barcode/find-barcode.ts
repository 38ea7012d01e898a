import type { Entry } from '../../../../shared/model';
import { stationRows, type StationRows } from '../stations';

/** spec entry.md §2 barcode: the station whose timeseries (or station number) carries the scanned code. */
export function findBarcode(entries: readonly Entry[], code: string): StationRows | undefined {
  const wanted = code.trim();
  const row = entries.findIndex((entry) => entry.tsBarcode === wanted);
  const stations = stationRows(entries);
  if (row >= 0) return stations.find((station) => station.rows.includes(row));
  return stations.find((station) => station.staNumber === wanted);
}
