import { describe, expect, test } from 'vitest';
import {
  assignOrdinalOnCompletion, isEntryFilled, isErrorRow, isStationComplete, rowStatus, setAutomaticTimestamps,
  sortByOrdinal, stationKey,
} from '../../../../src/shared/rules/completion';
import { entry } from './fixtures';

const DT = '2026-11-20T08:00:00.000Z';

describe('spec entry.md §4 Entry filled', () => {
  test('an empty entry is not filled', () => {
    expect(isEntryFilled(entry('1', 'a'))).toBe(false);
    expect(isEntryFilled(entry('1', 'a', { value: null, tsRemark: { text: '  ' } }))).toBe(false);
  });

  test.each([
    ['a valid number', { value: 0 }],
    ['a calculated value', { valueCalculated: 1.5 }],
    ['a done task', { staTasks: [{ taskId: 't1', taskType: 'Wartung', text: 'Batterie', taskDone: true }] }],
    ['a user-added task', { staTasks: [{ taskType: 'Wartung', text: 'neu' }] }],
    ['a facility action', { staFacilities: [{ number: 'SN1', $action: 'EDIT' as const }] }],
    ['discharge with gauge', { dischargeProtocol: { gauge: 12 } }],
    ['a depth profile', { depthProfile: [{ depthM: 1, wt: 8.5 }] }],
    ['a remark text', { tsRemark: { text: 'vereist' } }],
    ['remark images', { tsRemark: { images: ['img1'] } }],
    ['a station remark', { staRemark: { text: 'Zufahrt gesperrt' } }],
  ])('filled by %s', (_name, fields) => {
    expect(isEntryFilled(entry('1', 'a', fields))).toBe(true);
  });

  test('a server task not done and a facility without action do not fill', () => {
    expect(isEntryFilled(entry('1', 'a', {
      staTasks: [{ taskId: 't1', taskType: 'Wartung', text: 'x' }],
      staFacilities: [{ number: 'SN1' }],
      value: Number.NaN,
    }))).toBe(false);
  });

  test('a filled entry without a date is an error row', () => {
    expect(isErrorRow(entry('1', 'a', { value: 3 }))).toBe(true);
    expect(isErrorRow(entry('1', 'a', { value: 3, dt: DT }))).toBe(false);
    expect(isErrorRow(entry('1', 'a'))).toBe(false);
  });
});

describe('spec entry.md §4 Station complete', () => {
  test('complete if it has a filled entry or a done task', () => {
    expect(isStationComplete([entry('1', 'a'), entry('1', 'b', { value: 4 })])).toBe(true);
    expect(isStationComplete([entry('1', 'a'), entry('1', 'b')])).toBe(false);
  });
});

describe('spec entry.md §4 Automatic timestamps', () => {
  const entries = [
    entry('1', 'a', { value: 1 }), entry('1', 'b'),
    entry('2', 'c'),
    entry('3', 'd', { value: 2, dt: '2026-11-20T07:00:00.000Z' }),
  ];

  test('complete stations without a date get the timestamp', () => {
    const result = setAutomaticTimestamps(entries, DT);
    expect(result.stationsSet).toBe(1);
    expect(result.entries.map((e) => e.dt)).toEqual([DT, DT, undefined, '2026-11-20T07:00:00.000Z']);
  });

  test('all stations on overwrite', () => {
    const result = setAutomaticTimestamps(entries, DT, true);
    expect(result.stationsSet).toBe(3);
    expect(result.entries.every((e) => e.dt === DT)).toBe(true);
  });
});

describe('spec entry.md §4 Ordinal and sub-ordinal when an optional station completes', () => {
  const round = [
    entry('1', 'a', { staOrdinal: 1, value: 1, dt: '2026-11-20T07:00:00.000Z' }),
    entry('2', 'b', { staOrdinal: 2, value: 1, dt: '2026-11-20T07:30:00.000Z' }),
    entry('2b', 'b2', { staOrdinal: 2, staSubOrdinal: 1 }),
    entry('3', 'c', { staOrdinal: 3 }),
    entry('X', 'x', { value: 5, dt: '2026-11-20T07:45:00.000Z' }),
  ];

  test('receives the ordinal of the latest ordered station and a sub-ordinal one higher; list resorted', () => {
    const result = assignOrdinalOnCompletion(round, stationKey(round[4]));
    expect(result.map((e) => [e.staNumber, e.staOrdinal, e.staSubOrdinal])).toEqual([
      ['1', 1, undefined], ['2', 2, undefined], ['2b', 2, 1], ['X', 2, 2], ['3', 3, undefined],
    ]);
  });

  test('an incomplete or already ordered station keeps its place', () => {
    const incomplete = [...round.slice(0, 4), entry('Y', 'y')];
    expect(assignOrdinalOnCompletion(incomplete, stationKey(incomplete[4]))[4].staOrdinal).toBeUndefined();
  });

  test('sortByOrdinal puts stations without an ordinal last', () => {
    expect(sortByOrdinal([entry('o', 'o'), entry('2', 'b', { staOrdinal: 2 }), entry('1', 'a', { staOrdinal: 1 })])
      .map((e) => e.staNumber)).toEqual(['1', '2', 'o']);
  });
});

describe('spec entry.md §2 Row colours', () => {
  test('danger, warning, success, muted, info', () => {
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, value: 1 }))).toBe('danger');
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, value: 99, dt: DT, tsPlausibilityCheck: { min: 0, max: 10 } }))).toBe('warning');
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, value: 5, dt: DT }))).toBe('success');
    expect(rowStatus(entry('1', 'a'))).toBe('muted');
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, tsData: { sameDay: true } }))).toBe('info');
  });

  test('issue 36 item 16 / §5 date rules: given now, a filled row dated in the future or more than 10 days back is warning (implausible)', () => {
    const now = new Date('2026-11-20T07:59:00.000Z');
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, value: 5, dt: DT }), now)).toBe('warning');
    expect(isErrorRow(entry('1', 'a', { staOrdinal: 1, value: 5, dt: DT }))).toBe(false);
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, value: 5, dt: DT }), new Date(DT))).toBe('success');
    // 10 days back is still plausible, a minute more is not; the days come from the setting
    const tenDaysLater = new Date(new Date(DT).getTime() + 10 * 86_400_000);
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, value: 5, dt: DT }), tenDaysLater)).toBe('success');
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, value: 5, dt: DT }), new Date(tenDaysLater.getTime() + 60_000))).toBe('warning');
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, value: 5, dt: DT }), new Date(tenDaysLater.getTime() + 60_000), 30)).toBe('success');
    // an unfilled row of a station with an implausible date keeps its colour
    expect(rowStatus(entry('1', 'a', { staOrdinal: 1, dt: DT }), now)).toBe('');
  });
});
