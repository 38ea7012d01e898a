// spec entry.md §4 facility actions (NEW, EDIT with discard, MOVE): the devices of a station after a change (their
// serial problems are the view's, station-views.ts); §5 a task the user adds.
import type { Entry } from '../../shared/schema/entry';
import type { StationFacility, StationTask } from '../../shared/schema/station';
import { canCreateTask } from '../../shared/format/task-input';
import { discardFacilityEdit, editFacility, moveFacility, newFacility } from '../../shared/rules/station-facilities';
import { newTask } from '../../shared/rules/station-tasks';
import type { FacilityChange } from '../../shared/contract';
import { workerError } from '../http/worker-error';

type DeviceChange = Exclude<FacilityChange, { action: 'add' | 'remove' }>;

function changedDevice(facility: StationFacility, change: DeviceChange, now: Date): StationFacility {
  switch (change.action) {
    case 'edit':
      return editFacility(facility);
    case 'discard':
      return discardFacilityEdit(facility);
    case 'move':
      return moveFacility(facility, change.toStaNumber, now.toISOString());
    case 'set': {
      // the attributes named, merged: a field typed before the view of the one before arrived keeps that one
      const attributes = change.patch.attributes && { attributes: { ...facility.attributes, ...change.patch.attributes } };
      return { ...facility, ...change.patch, ...attributes };
    }
  }
}

function changed(facilities: readonly StationFacility[], change: FacilityChange, now: Date): StationFacility[] {
  if (change.action === 'add') return [...facilities, newFacility(change.model)];
  if (change.action === 'remove') return facilities.filter((_, i) => i !== change.position);
  return facilities.map((facility, i) => (i === change.position ? changedDevice(facility, change, now) : facility));
}

/** The devices of row `index`'s station after the change. */
export function facilitiesAfter(entries: readonly Entry[], index: number, change: FacilityChange, now: Date): StationFacility[] {
  return changed(entries[index].staFacilities ?? [], change, now);
}

/** The station's tasks with one the user adds; refused without a type or a text. */
export function tasksAfterAdding(entry: Entry, taskType: string, text: string, now: Date): StationTask[] {
  if (!canCreateTask(taskType, text)) throw workerError('VALIDATION', 'A new task needs a type and a text');
  return [...(entry.staTasks ?? []), newTask(taskType, text, entry.staNumber, now.toISOString())];
}
