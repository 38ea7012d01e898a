// issue 13: the worker's view updates applied to the view the UI holds. A change replaces only the entries, rows and
// stations that differ; every other object keeps its identity, so its component does not render again.
import type { RoundView, RoundViewChange } from '../../../shared/contract';

export function applyChange(view: RoundView, change: RoundViewChange): RoundView {
  const entries = view.round.entries.slice(0, change.entryCount);
  for (const { index, entry } of change.entries) entries[index] = entry;
  const rows = view.rows.slice(0, change.entryCount);
  for (const row of change.rows) rows[row.index] = row;
  return { ...change.other, round: { ...change.round, entries }, rows, stations: changedStations(view, change) };
}

/** the stations array itself is kept while no station changes: the screens that list them do not render again */
function changedStations(view: RoundView, change: RoundViewChange): RoundView['stations'] {
  if (change.stations.length === 0 && change.stationCount === view.stations.length) return view.stations;
  const stations = view.stations.slice(0, change.stationCount);
  for (const { index, station } of change.stations) stations[index] = station;
  return stations;
}
