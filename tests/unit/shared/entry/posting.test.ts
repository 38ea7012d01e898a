import { asMrId } from '../../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { Entry } from '../../../../src/shared/schema/entry';
import {
  buildRoundPost, checkHydroPost, checkTablePost, entriesForInput, splitForPartialPost, withoutDoneTasks,
} from '../../../../src/shared/rules/posting';
import { entry } from './fixtures';

const DT = '2026-11-20T08:00:00.000Z';
const generators = [{ tsParameterRegex: '^GW$', tsFormula: { op: '-' as const, opArgs: [{ const: 500 }, { const: '$1' }] } }];

function round(entries: Entry[]) {
  return { mrId: asMrId(7), instanceId: 'c0ffee', creationTime: '2026-11-20T07:00:00.000Z', mrTeam: 'Huber', entries };
}

const gauge = entry('1', 'W1', {
  dt: DT, value: 120, valueAfter: 118, tsRemark: { text: 'hoch' }, staRemark: { text: 'Zufahrt frei' },
  staFacilities: [{ number: 'A', $action: 'MOVE' }, { number: 'B' }],
});
const discharge = entry('1', 'Q1', {
  tsParameter: 'Q', tsUnit: 'l/s', inputType: 'DISCHARGE', dt: DT,
  dischargeProtocol: { dt: '2026-11-20T08:10:00.000Z', gauge: 121, gaugeUnit: 'cm', discharge: 82.4, dischargeUnit: 'l/s', meter: 'OTT C2', remark: 'Profil 1' },
});
const generated = entry('2', 'GW2', { tsParameter: 'GW', tsUnit: 'm', dt: DT, valueCalculated: 4.2 });
const remarkOnly = entry('3', 'R3', { dt: DT, tsRemark: { text: 'Pegel vereist' } });
const untouched = entry('4', 'U4');

describe('spec entry.md §5 Posting rules', () => {
  const result = buildRoundPost(round([gauge, discharge, generated, remarkOnly, untouched]), generators);
  if (!result.ok) throw new Error(result.message);
  const sent = result.body.entries;

  test('only entries having a valid numeric value or a remark are sent', () => {
    expect(sent.map((e) => e.tsId)).toEqual(['W1', 'W1', 'Q1', 'W1', 'GW2', 'R3']);
    expect(result.body).toMatchObject({ instanceId: 'c0ffee', creationTime: '2026-11-20T07:00:00.000Z', mrTeam: 'Huber' });
  });

  test('valueAfter yields a second entry 60,000 ms later with empty remarks', () => {
    expect(sent[0]).toMatchObject({ dt: DT, value: 120, tsRemark: { text: 'hoch' } });
    expect(sent[1].dt).toBe('2026-11-20T08:01:00.000Z');
    expect(sent[1].value).toBe(118);
    expect(sent[1].tsRemark).toEqual({});
    expect(sent[1].staRemark).toEqual({});
  });

  test('only facilities with an action are sent', () => {
    expect(sent[0].staFacilities).toEqual([{ number: 'A', $action: 'MOVE' }]);
  });

  test("issue 37: a device's serial problem is sent as the spec's text in $invalid (the archive shows it); a stored text is not kept", () => {
    const devices = { staFacilities: [{ number: '', $action: 'NEW' as const, $invalid: 'alt' }, { number: 'A', $action: 'MOVE' as const, $invalid: 'alt' }] };
    const posted = buildRoundPost(round([entry('5', 'W5', { dt: DT, value: 1, ...devices })]));
    if (!posted.ok) throw new Error(posted.message);
    expect(posted.body.entries[0].staFacilities).toEqual([{ number: '', $action: 'NEW', $invalid: 'Die Seriennummer ist leer' }, { number: 'A', $action: 'MOVE' }]);
  });

  test("discharge protocol: extra discharge entry with 'Q-Messprotokoll: meter remark' and a gauge entry", () => {
    expect(sent[2]).toMatchObject({ tsId: 'Q1', dt: '2026-11-20T08:10:00.000Z', value: 82.4, tsRemark: { text: 'Q-Messprotokoll: OTT C2 Profil 1' } });
    expect(sent[3]).toMatchObject({ tsId: 'W1', dt: '2026-11-20T08:10:00.000Z', value: 121 });
  });

  test('no gauge entry without a matching gauge series; l/min discharge series gets l/min', () => {
    const lpm = { ...discharge, tsUnit: 'l/min' };
    const only = buildRoundPost(round([lpm]));
    if (!only.ok) throw new Error(only.message);
    expect(only.body.entries).toHaveLength(1);
    expect(only.body.entries[0].value).toBeCloseTo(4944, 9);
  });

  test('a matching formula generator, no value and a calculated value: the calculated value is used', () => {
    expect(sent[4]).toMatchObject({ value: 4.2, valueCalculated: 4.2, tsFormulaString: '500 - $1' });
  });

  test('the count of values', () => {
    expect(result.valueCount).toBe(5);
  });

  test("a mrId is required: 'mrId is required!'", () => {
    expect(buildRoundPost({ ...round([gauge]), mrId: asMrId('') })).toEqual({ ok: false, message: 'mrId is required!' });
    expect(buildRoundPost({ ...round([gauge]), mrId: asMrId('PR-7') }).ok).toBe(true);
  });

  test('an entry without a valid date fails the whole post, naming station name/number/parameter', () => {
    const undated = entry('9', 'X9', { staName: 'Pegel Hall', value: 3, dt: 'not a date' });
    expect(buildRoundPost(round([gauge, undated]))).toEqual({ ok: false, message: 'Missing date/time: Pegel Hall / 9 / W' });
  });
});

describe('spec entry.md §5 Entries with a formula are excluded when loading a group for entry', () => {
  test('formula entries dropped', () => {
    const withFormula = entry('1', 'F', { tsFormula: { const: 1 } });
    expect(entriesForInput([gauge, withFormula])).toEqual([gauge]);
  });
});

describe('spec entry.md §4 Offline round lifecycle', () => {
  test('done tasks are deleted when the round is submitted', () => {
    const withTasks = entry('1', 'a', { staTasks: [
      { taskId: '1', taskType: 'Wartung', text: 'Batterie', taskDone: true },
      { taskId: '2', taskType: 'Wartung', text: 'Logger' },
    ] });
    expect(withoutDoneTasks([withTasks])[0].staTasks).toEqual([{ taskId: '2', taskType: 'Wartung', text: 'Logger' }]);
  });

  test('partial post sends complete stations and keeps the others', () => {
    const split = splitForPartialPost([gauge, discharge, untouched]);
    expect(split.send.map((e) => e.tsId)).toEqual(['W1', 'Q1']);
    expect(split.keep.map((e) => e.tsId)).toEqual(['U4']);
  });
});

describe('spec entry.md §5 Tabular and hydro post', () => {
  test('tabular: at least one value and none with a value but no date', () => {
    expect(checkTablePost([untouched])).toEqual({ ok: false, reason: 'noValue' });
    expect(checkTablePost([gauge, entry('5', 'x', { value: 1 })])).toEqual({ ok: false, reason: 'valueWithoutDate' });
    expect(checkTablePost([gauge, untouched])).toEqual({ ok: true });
  });

  test('issue 36 item 16: a value dated in the future or long ago is a warning, not a reason to refuse the tabular post', () => {
    expect(checkTablePost([gauge, entry('5', 'x', { value: 1, dt: '2099-11-20T11:00:00.000Z' })])).toEqual({ ok: true });
    expect(checkTablePost([gauge, entry('5', 'x', { value: 1, dt: '2020-01-20T11:00:00.000Z' })])).toEqual({ ok: true });
  });

  test('hydro: plausible date and one value or remark', () => {
    const now = new Date('2026-11-20T09:00:00.000Z');
    expect(checkHydroPost([remarkOnly], DT, now)).toEqual({ ok: true });
    expect(checkHydroPost([untouched], DT, now)).toEqual({ ok: false, reason: 'noValue' });
    expect(checkHydroPost([gauge], '2026-11-01T08:00:00.000Z', now)).toEqual({ ok: false, reason: 'implausibleDate' });
    expect(checkHydroPost([gauge], '2026-11-21T08:00:00.000Z', now)).toEqual({ ok: false, reason: 'implausibleDate' });
  });
});
