// issue 10: the mobile list and the overview table of a copy (spec entry.md §2), filtered and sorted in the worker.
import type { Entry } from '../../shared/schema/entry';
import { overviewCell, type OverviewColumn } from '../../shared/format/overview-cells';
import type { StationListOptions } from '../../shared/contract/station-list-options';
import { stationList } from '../../shared/rules/stations-list';
import { sortRows, type SortState } from '../../shared/rules/table-sort';
import type { ListedStation } from '../../shared/contract';
import { readRound } from '../store/rounds-store';
import { missingRound } from './offline-rounds';
import { stationViews } from './station-views';

export async function storedEntries(instanceId: string): Promise<Entry[]> {
  const round = await readRound(instanceId);
  if (!round) throw missingRound(instanceId);
  return round.entries;
}

export async function listStations(instanceId: string, options: StationListOptions): Promise<ListedStation[]> {
  const entries = await storedEntries(instanceId);
  const stationOfFirstEntry = new Map(stationViews(entries).map((station) => [entries[station.rows[0]], station]));
  return stationList(entries, options).map(({ entries: station, distance }) => {
    const { staNumber, visit } = stationOfFirstEntry.get(station[0])!;
    return { staNumber, visit, distance };
  });
}

export async function sortOverviewRows(instanceId: string, sort: SortState | undefined): Promise<number[]> {
  const entries = await storedEntries(instanceId);
  return sortRows(entries.map((entry, index) => ({ entry, index })), sort, (row, column) => overviewCell(row.entry, column as OverviewColumn)).map((row) => row.index);
}
