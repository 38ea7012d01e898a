// issue 13: the worker's view updates applied to the view the UI holds. A change replaces only the entries, rows and
// stations that differ; every other object keeps its identity, so its component does not render again.
import type { RoundView, RoundViewChange } from '../../../shared/worker-api';

export function applyChange(view: RoundView, change: RoundViewChange): RoundView {
  const entries = view.round.entries.slice(0, change.entryCount);
  for (const { index, entry } of change.entries) entries[index] = entry;
  const rows = view.rows.slice(0, change.entryCount);
  for (const row of change.rows) rows[row.index] = row;
  return { ...change.other, round: { ...change.round, entries }, rows, stations: change.stations ?? view.stations };
}
