import type { RoundView, StationView } from '../../../../shared/contract';

/** spec entry.md §2 barcode: the station whose timeseries (or station number) carries the scanned code. */
export function findBarcode({ round, stations }: RoundView, code: string): StationView | undefined {
  const wanted = code.trim();
  const row = round.entries.findIndex((entry) => entry.tsBarcode === wanted);
  if (row >= 0) return stations.find((station) => station.rows.includes(row));
  return stations.find((station) => station.staNumber === wanted);
}
