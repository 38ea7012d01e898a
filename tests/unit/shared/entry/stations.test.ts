import { describe, expect, test } from 'vitest';
import { stationKey } from '../../../../src/shared/rules/completion';
import { duplicateStation, incompletePost, stationProgress } from '../../../../src/shared/rules/stations';
import { deletionConfirmation, isDeletionNameConfirmed, DELETION_NAME_MISMATCH_MESSAGE } from '../../../../src/shared/rules/deletion';
import { overwriteSuggestion, validateOverwriteInput } from '../../../../src/ui/format/overwrite-prompt';
import { entry } from './fixtures';

const DT = '2026-11-20T08:00:00.000Z';
const round = [
  entry('1', 'a', { staOrdinal: 1, value: 3, dt: DT }),
  entry('1', 'a2', { staOrdinal: 1, dt: DT }),
  entry('2', 'b', { staOrdinal: 2 }),
  entry('3', 'c', { staOrdinal: 3, inputType: 'NO_STEADY_INCIDENT', staRemark: { text: 'ok' }, dt: DT }),
  entry('4', 'd', { staOrdinal: 4 }),
  entry('O', 'o', { value: 1, dt: DT }),
];

describe('spec entry.md §3 Station grouping: completed, missing, percent over non-optional stations', () => {
  test('optional stations are not counted', () => {
    expect(stationProgress(round)).toEqual({ completed: 2, missing: 2, percent: 50 });
  });

  test('grouped by staNumber and dt: a second visit is its own station', () => {
    const twice = [...round, entry('2', 'b', { staOrdinal: 2, value: 1, dt: DT })];
    expect(stationProgress(twice)).toEqual({ completed: 3, missing: 2, percent: 60 });
  });

  test('no non-optional station gives 0 %', () => {
    expect(stationProgress([entry('O', 'o')])).toEqual({ completed: 0, missing: 0, percent: 0 });
  });
});

describe('spec entry.md §4/§5 Duplicating a station', () => {
  test('inserts a blank copy right after it', () => {
    const result = duplicateStation(round, stationKey(round[0]));
    if (!result.ok) throw new Error('refused');
    expect(result.entries.map((e) => `${e.staNumber}/${e.tsId}/${e.dt ?? '-'}/${e.value ?? '-'}`)).toEqual([
      `1/a/${DT}/3`, `1/a2/${DT}/-`, '1/a/-/-', '1/a2/-/-', '2/b/-/-', `3/c/${DT}/-`, '4/d/-/-', `O/o/${DT}/1`,
    ]);
  });

  test('refused when date/time is missing (input.duplicateStationNoDate)', () => {
    expect(duplicateStation(round, stationKey(round[2]))).toEqual({
      ok: false,
      messageKey: 'input.duplicateStationNoDate',
      message: 'Cannot duplicate station because date/time is missing',
    });
  });
});

describe('spec entry.md §5 Incomplete-post prompt', () => {
  test('count of missing non-optional stations and unassessed incidents', () => {
    expect(incompletePost(round)).toEqual({ missingStations: 2, unassessedIncidents: 1, count: 3 });
  });
});

describe('spec entry.md §5 Deleting an offline round', () => {
  test('plain confirmation if no station is complete or on the one browser type', () => {
    expect(deletionConfirmation([entry('1', 'a'), entry('2', 'b')])).toBe('plain');
    expect(deletionConfirmation(round)).toBe('typeName');
    expect(deletionConfirmation(round, true)).toBe('plain');
  });

  test('the exact round name must be typed; a mismatch cancels', () => {
    expect(isDeletionNameConfirmed('Pegelrunde Inn', 'Pegelrunde Inn')).toBe(true);
    expect(isDeletionNameConfirmed('pegelrunde inn', 'Pegelrunde Inn')).toBe(false);
    expect(isDeletionNameConfirmed(null, 'Pegelrunde Inn')).toBe(false);
    expect(DELETION_NAME_MISMATCH_MESSAGE).toBe('Input does not match the name of the measuring tour, tour is not deleted');
  });
});

describe('spec entry.md §5 Overwrite-all-dates', () => {
  const now = new Date(2026, 10, 20, 8, 15);

  test('the suggestion is now plus 7 hours', () => {
    expect(overwriteSuggestion(now)).toBe('20.11.2026 15:15');
  });

  test('empty or unchanged input skips, invalid input is refused, otherwise the date', () => {
    const suggestion = overwriteSuggestion(now);
    expect(validateOverwriteInput('', suggestion)).toEqual({ kind: 'skip' });
    expect(validateOverwriteInput(null, suggestion)).toEqual({ kind: 'skip' });
    expect(validateOverwriteInput('20.11.2026 15:15', suggestion)).toEqual({ kind: 'skip' });
    expect(validateOverwriteInput('20.11.2026 25:00', suggestion)).toEqual({ kind: 'invalid', message: 'Invalid input or date format' });
    expect(validateOverwriteInput('20.11.2026 07:05', suggestion)).toEqual({ kind: 'ok', date: new Date(2026, 10, 20, 7, 5) });
  });
});
