// Station-level intents of the input view: set the time now (F2), duplicate the station.
import type { StationTask } from '../../../shared/schema/station';
import { isWorkerError, type EntryKey } from '../../../shared/contract';
import { addAlert } from '../alerts';
import { mobileStore } from './mobile-store';
import { editRound, showStoredView } from './round-actions';

export function setStationTime(entryKey: EntryKey, dt: string | undefined): Promise<unknown> {
  return editRound([{ kind: 'stationDate', entryKey, dt }]);
}

export function setStationTimeNow(entryKey: EntryKey): Promise<unknown> {
  return setStationTime(entryKey, new Date().toISOString());
}

/** spec entry.md §5: refused without a date, with the message input.duplicateStationNoDate. True once the new visit is shown. */
export async function duplicateStation(entryKey: EntryKey): Promise<boolean> {
  const stored = await editRound([{ kind: 'duplicateStation', entryKey }], (error) => {
    const refused = isWorkerError(error) && error.code === 'DUPLICATE_NO_DATE';
    addAlert(refused ? { type: 'alert-warning', msg: error.messageKey } : { type: 'alert-danger', msg: 'mobile.saveError' });
  });
  // the caller opens the new visit at once
  if (stored) await showStoredView();
  return stored;
}

/**
 * spec entry.md §5: pasted tab-separated values fill the number inputs of `rows` (the station's, or the online
 * table's) from the row pasted into on, one value each (decimal comma read as a point); an empty cell leaves its
 * input as it is. `defaultDt` is the online table's date for a station that has none yet.
 */
export function pasteValues(rows: readonly number[], from: number, values: readonly (number | undefined)[], defaultDt?: string): Promise<unknown> {
  const view = mobileStore.view;
  if (!view) return Promise.resolve(undefined);
  const targets = rows.slice(Math.max(0, rows.indexOf(from))).filter((row) => view.round.entries[row].inputType === 'NUMBER');
  const edits = targets.flatMap((row, i) =>
    values[i] === undefined ? [] : [{ kind: 'entry' as const, entryKey: view.rows[row].entryKey, patch: { value: values[i] }, defaultDt }],
  );
  return editRound(edits);
}

/** The station's tasks, kept on every entry of the station (spec entry.md §4). */
export function editStationTasks(rows: readonly number[], staTasks: StationTask[]): Promise<unknown> {
  const view = mobileStore.view;
  if (!view) return Promise.resolve(undefined);
  return editRound(rows.map((row) => ({ kind: 'entry', entryKey: view.rows[row].entryKey, patch: { staTasks } })));
}
