// One user edit applied to a round with the src/shared rules (spec entry.md §4 entry filled, timestamps, ordinals).
import type { Entry } from '../../shared/schema/entry';
import { assignOrdinalOnCompletion, isEntryFilled, setAutomaticTimestamps, stationKey } from '../../shared/rules/completion';
import { hasValidDate } from '../../shared/rules/dates';
import { duplicateStation } from '../../shared/rules/stations';
import type { EntryKey, OfflineRound, RoundEdit } from '../../shared/contract';
import { workerError } from '../http/worker-error';
import { withTextLocation } from '../../shared/remarks/location';
import { withDerivedValues } from './derived-values';
import { facilitiesAfter, tasksAfterAdding } from './facility-edit';

export function applyEdit(round: OfflineRound, edit: RoundEdit, now: Date): OfflineRound {
  switch (edit.kind) {
    case 'entry': {
      const index = rowOf(round.entries, edit.entryKey);
      const entry = round.entries[index];
      const dated = edit.defaultDt && !hasValidDate(entry.dt) && isEntryFilled({ ...entry, ...edit.patch });
      const entries = dated ? setStationDate(round.entries, index, edit.defaultDt) : round.entries;
      return { ...round, entries: editEntry(entries, index, edit.patch, now) };
    }
    case 'entryPart': {
      const index = rowOf(round.entries, edit.entryKey);
      // spec entry.md §3 Remark: a geo:lat,lon pattern inside the text is read as a location
      const part =
        edit.field === 'staRemark' || edit.field === 'tsRemark'
          ? withTextLocation({ ...round.entries[index][edit.field], ...edit.patch })
          : { ...round.entries[index][edit.field], ...edit.patch };
      return { ...round, entries: editEntry(round.entries, index, { [edit.field]: part }, now) };
    }
    case 'stationDate':
      return { ...round, entries: setStationDate(round.entries, rowOf(round.entries, edit.entryKey), edit.dt) };
    case 'round':
      return { ...round, ...edit.patch };
    case 'duplicateStation': {
      const result = duplicateStation(round.entries, stationKey(round.entries[rowOf(round.entries, edit.entryKey)]));
      if (!result.ok) throw workerError('DUPLICATE_NO_DATE', result.message);
      return { ...round, entries: result.entries };
    }
    case 'addTask': {
      const index = rowOf(round.entries, edit.entryKey);
      const staTasks = tasksAfterAdding(round.entries[index], edit.taskType, edit.text, now);
      return { ...round, entries: editStation(round.entries, index, { staTasks }, now) };
    }
    case 'facility': {
      const index = rowOf(round.entries, edit.entryKey);
      const staFacilities = facilitiesAfter(round.entries, index, edit.change, now);
      return { ...round, entries: editStation(round.entries, index, { staFacilities }, now) };
    }
    case 'overwriteDates':
      return { ...round, entries: setAutomaticTimestamps(round.entries, edit.dt, true).entries };
    case 'printed':
      return { ...round, printed: true };
  }
}

/**
 * Patches one entry with the values derived from the patch. Unless the patch sets the date itself, a station that became complete without a
 * date gets the current time; a completed station without ordinal gets one and the list is resorted.
 */
function editEntry(entries: readonly Entry[], index: number, patch: Partial<Entry>, now: Date): Entry[] {
  const edited = { ...entries[index], ...withDerivedValues(entries[index], patch) };
  let result = entries.map((entry, i) => (i === index ? edited : entry));
  if (!('dt' in patch)) {
    const key = stationKey(edited);
    const station = result.filter((entry) => stationKey(entry) === key);
    const stamped = setAutomaticTimestamps(station, now.toISOString()).entries;
    let next = 0;
    result = result.map((entry) => (stationKey(entry) === key ? stamped[next++] : entry));
  }
  return assignOrdinalOnCompletion(result, stationKey(result[index]));
}

/** Patches every entry of row `index`'s station (each carries the station's tasks and devices). */
function editStation(entries: readonly Entry[], index: number, patch: Partial<Entry>, now: Date): Entry[] {
  const key = stationKey(entries[index]);
  const keys = entries.filter((entry) => stationKey(entry) === key).map((entry) => entry.entryKey as EntryKey);
  // an edit that completes the station may resort the rows: each is found again by its key
  return keys.reduce((current, entryKey) => editEntry(current, rowOf(current, entryKey), patch, now), [...entries]);
}

/** Sets (or clears) the date of every entry of the station that row `index` belongs to. */
function setStationDate(entries: readonly Entry[], index: number, dt: string | undefined): Entry[] {
  const key = stationKey(entries[index]);
  return entries.map((entry) => (stationKey(entry) === key ? { ...entry, dt } : entry));
}

/** Where the row with this key is now (an earlier edit may have resorted the rows). */
export function rowOf(entries: readonly Entry[], entryKey: EntryKey): number {
  const index = entries.findIndex((entry) => entry.entryKey === entryKey);
  if (index < 0) throw workerError('ENTRY_NOT_FOUND', `No entry with key ${entryKey}`);
  return index;
}
