// Station-level intents of the input view: set the time now (F2), duplicate the station.
import type { Entry } from '../../../shared/model';
import { isWorkerError, type RoundView } from '../../../shared/worker-api';
import { addAlert } from '../alerts';
import { editRound } from './round-actions';

export function setStationTime(index: number, dt: string | undefined): Promise<unknown> {
  return editRound([{ kind: 'stationDate', index, dt }]);
}

export function setStationTimeNow(index: number): Promise<unknown> {
  return setStationTime(index, new Date().toISOString());
}

/** spec entry.md §5: refused without a date, with the message input.duplicateStationNoDate. */
export function duplicateStation(index: number): Promise<RoundView | undefined> {
  return editRound([{ kind: 'duplicateStation', index }], (error) => {
    const refused = isWorkerError(error) && error.code === 'DUPLICATE_NO_DATE';
    addAlert(refused ? { type: 'alert-warning', msg: error.messageKey } : { type: 'alert-danger', msg: 'mobile.saveError' });
  });
}

/**
 * spec entry.md §5: pasted tab-separated values fill the number inputs of the station from the row pasted into on,
 * one value each (decimal comma read as a point); an empty cell leaves its input as it is.
 */
export function pasteValues(entries: readonly Entry[], rows: readonly number[], from: number, values: readonly (number | undefined)[]): Promise<unknown> {
  const targets = rows.filter((row) => row >= from && entries[row].inputType === 'NUMBER');
  const edits = targets.flatMap((index, i) => (values[i] === undefined ? [] : [{ kind: 'entry' as const, index, patch: { value: values[i] } }]));
  return editRound(edits);
}
