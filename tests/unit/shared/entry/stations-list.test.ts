import { describe, expect, test } from 'vitest';
import { keepsEveryStation } from '../../../../src/shared/contract/station-list-options';
import { distanceM, mobileStartView, stationList } from '../../../../src/shared/rules/stations-list';
import { groupByStation } from '../../../../src/shared/rules/completion';
import { entry } from './fixtures';

const DT = '2026-11-20T08:00:00.000Z';

describe('spec entry.md §2 Mobile base route', () => {
  test('several stations → list, exactly one → input, none → input', () => {
    expect(mobileStartView([entry('1', 'a'), entry('2', 'b')])).toBe('list');
    expect(mobileStartView([entry('1', 'a'), entry('1', 'b')])).toBe('input');
    expect(mobileStartView([])).toBe('input');
  });
});

describe('spec entry.md §2 Mobile list', () => {
  const innsbruck = { latitude: 47.2692, longitude: 11.4041 };
  const hall = { latitude: 47.2833, longitude: 11.5 };
  const round = [
    entry('1', 'a', { siteName: 'Hall', staName: 'Innbrücke', staOrdinal: 1, staLocation: hall, value: 1, dt: DT }),
    entry('2', 'b', { siteName: 'Innsbruck', staName: 'Universitätsbrücke', staOrdinal: 2, staLocation: innsbruck }),
    entry('3', 'c', { staName: 'Quelle', staOrdinal: 3 }),
    entry('O', 'o', { staName: 'Zusatzpegel' }),
  ];
  const numbers = (list: ReturnType<typeof stationList>) => list.map((s) => s.entries[0].staNumber);

  test('distance in metres', () => {
    expect(distanceM(innsbruck, hall)).toBeGreaterThan(7300);
    expect(distanceM(innsbruck, hall)).toBeLessThan(7500);
  });

  test('sort by distance from the device position, stations without location last', () => {
    const list = stationList(round, { position: innsbruck });
    expect(numbers(list)).toEqual(['2', '1', '3', 'O']);
    expect(list[0].distance).toBe(0);
  });

  test('issue 13: options the UI lists without asking keep every station in the round\'s order, the others do not', () => {
    const unchanged = groupByStation(round).map((entries) => ({ entries, distance: undefined }));
    for (const options of [{}, { filter: '  ' }, { showOptional: true, hideVisited: false }]) {
      expect(keepsEveryStation(options)).toBe(true);
      expect(stationList(round, options)).toEqual(unchanged);
    }
    for (const options of [{ filter: 'brücke' }, { showOptional: false }, { hideVisited: true }, { position: innsbruck }]) {
      expect(keepsEveryStation(options)).toBe(false);
      expect(stationList(round, options)).not.toEqual(unchanged);
    }
  });

  test('text filter, optional stations toggle, hide visited', () => {
    expect(numbers(stationList(round, { filter: 'brücke' }))).toEqual(['1', '2']);
    expect(numbers(stationList(round, { showOptional: false }))).toEqual(['1', '2', '3']);
    expect(numbers(stationList(round, { hideVisited: true }))).toEqual(['2', '3', 'O']);
  });
});
