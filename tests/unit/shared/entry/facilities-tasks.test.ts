import { describe, expect, test } from 'vitest';
import type { StationFacility } from '../../../../src/shared/schema/station';
import {
  areAttributesEditable, canDeleteFacility, discardFacilityEdit, editFacility, isStorageStation, moveFacility, newFacility,
  serialProblems,
} from '../../../../src/shared/rules/station-facilities';
import { serialProblemText } from '../../../../src/shared/format/serial-problem-text';
import { newTask } from '../../../../src/shared/rules/station-tasks';
import { canCreateTask } from '../../../../src/shared/format/task-input';
import { isEntryFilled } from '../../../../src/shared/rules/completion';
import { entry } from './fixtures';

const model = { type: 'Datensammler', name: 'OTT netDL 500' };
const logger: StationFacility = { id: 11, number: 'SN-100', name: 'Logger', model, attributes: { Batteriespannung: 12.4 } };

describe('spec entry.md §4 Facility actions', () => {
  test('NEW can be deleted, others not', () => {
    expect(canDeleteFacility(newFacility(model))).toBe(true);
    expect(canDeleteFacility(editFacility(logger))).toBe(false);
    expect(canDeleteFacility(logger)).toBe(false);
  });

  test('EDIT can be discarded, restoring original name and attributes', () => {
    const edited = { ...editFacility(logger), name: 'Logger neu', attributes: { Batteriespannung: 11.9 } };
    expect(edited.$action).toBe('EDIT');
    expect(discardFacilityEdit(edited)).toEqual(logger);
  });

  test('MOVE to a station or from storage records the move', () => {
    const moved = moveFacility(logger, '201012', '2026-11-20T08:00:00.000Z');
    expect(moved).toMatchObject({ $action: 'MOVE', stations: { '2026-11-20T08:00:00.000Z': '201012' } });
    expect(isStorageStation([entry('9000', 'L', { tsParameter: 'LAGER' })])).toBe(true);
    expect(isStorageStation([entry('1', 'W')])).toBe(false);
  });
});

describe('spec entry.md §5 Facility serial and attributes', () => {
  const innsbruck = entry('201012', 'W', { staName: 'Innsbruck', staFacilities: [logger] });
  /** the problems of a station (its first row `at`) carrying `devices`, beside Innsbruck */
  const problemsOf = (...devices: StationFacility[]) => {
    const at = entry('201013', 'W', { staName: 'Hall', staFacilities: devices });
    return serialProblems(at, [innsbruck, at]);
  };

  test("serial must not be empty: 'Die Seriennummer ist leer' (issue 37: a key for the UI, the spec's text for the post)", () => {
    const [problem] = problemsOf({ ...newFacility(model), number: '  ' });
    expect(problem).toEqual({ key: 'mobile.facility.serialEmpty' });
    expect(serialProblemText(problem!)).toBe('Die Seriennummer ist leer');
  });

  test("serial must be unique: 'Die Seriennummer wird bereits verwendet' plus the station using it", () => {
    const [problem] = problemsOf({ ...newFacility(model), number: 'SN-100' });
    expect(problem).toEqual({ key: 'mobile.facility.serialInUse', values: { staName: 'Innsbruck', staNumber: '201012' } });
    expect(serialProblemText(problem!)).toBe('Die Seriennummer wird bereits verwendet: Innsbruck (201012)');
    // two devices of one station with one serial: each names the station
    expect(problemsOf({ ...newFacility(model), number: 'SN-7' }, { ...newFacility(model), number: 'SN-7' })).toEqual([
      { key: 'mobile.facility.serialInUse', values: { staName: 'Hall', staNumber: '201013' } },
      { key: 'mobile.facility.serialInUse', values: { staName: 'Hall', staNumber: '201013' } },
    ]);
    // the device itself (same id elsewhere), a free serial and a device without an action are not refused
    expect(serialProblems(innsbruck, [innsbruck])).toEqual([undefined]);
    expect(problemsOf(editFacility(logger))).toEqual([undefined]);
    expect(problemsOf({ ...newFacility(model), number: 'SN-200' }, { ...logger, number: '' })).toEqual([undefined, undefined]);
  });

  test('attributes are disabled unless the device is NEW or EDIT', () => {
    expect(areAttributesEditable(newFacility(model))).toBe(true);
    expect(areAttributesEditable(editFacility(logger))).toBe(true);
    expect(areAttributesEditable(moveFacility(logger, '1', '2026-11-20T08:00:00.000Z'))).toBe(false);
    expect(areAttributesEditable(logger)).toBe(false);
  });
});

describe('spec entry.md §5 Task creation needs a type and text', () => {
  test('type and text required', () => {
    expect(canCreateTask('Wartung', 'Batterie tauschen')).toBe(true);
    expect(canCreateTask('', 'Batterie tauschen')).toBe(false);
    expect(canCreateTask('Wartung', '  ')).toBe(false);
  });

  test('a new task is user-added and fills its entry (§4 Entry filled)', () => {
    const task = newTask('Wartung', ' Batterie tauschen ', '201012', '2026-11-20T08:00:00.000Z');
    expect(task).toEqual({ taskType: 'Wartung', text: 'Batterie tauschen', staNumber: '201012', creationTime: '2026-11-20T08:00:00.000Z', taskDone: false });
    expect(isEntryFilled(entry('201012', 'W', { staTasks: [task] }))).toBe(true);
  });
});
