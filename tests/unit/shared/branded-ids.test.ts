// issue 10 "branded ids (InstanceId, MrId, TsId, EntryKey) where they prevent mix-ups": a timeseries id is never
// taken where a round's id is expected, nor the other way round, nor a plain number or text that was not branded.
// The `@ts-expect-error` lines are checked by `npm run typecheck` (tsc -p tests): each must be a type error, or the
// check fails ("Unused '@ts-expect-error' directive").
import { describe, expect, expectTypeOf, test } from 'vitest';
import { asMrId, asTsId, type InstanceId, type MrId, type TsId } from '../../../src/shared/contract/ids';
import type { CompletedMeasureRound } from '../../../src/shared/schema/archive';
import type { Entry } from '../../../src/shared/schema/entry';
import type { GroupSummary } from '../../../src/shared/schema/group';
import type { Topic, WorkerApi } from '../../../src/shared/contract';

/** Never run: only compiled. */
export function mixUpsThatDoNotCompile(api: WorkerApi, group: GroupSummary, entry: Entry, instanceId: InstanceId): void {
  // @ts-expect-error a timeseries id is no round id
  void api.loadGroup(entry.tsId);
  // @ts-expect-error a round id is no timeseries id
  void api.findTimeseriesEntry(group.mrId);
  // @ts-expect-error a round id is no timeseries id, in a list either
  void api.subscribe({ kind: 'history', tsIds: [group.mrId] }, () => undefined);
  // @ts-expect-error an offline copy's id is no round id
  void api.createOfflineRound(instanceId);
  // @ts-expect-error a plain number is no round id: it must come from the server or a route (asMrId)
  void api.createOfflineRound(101);
  // @ts-expect-error plain text is no timeseries id
  void api.subscribe({ kind: 'history', tsIds: ['201301-W'] }, () => undefined);
  // @ts-expect-error a timeseries id is no round id in a meteo table's key either
  void api.openMeteoMonth({ mrId: entry.tsId, month: '2026-03' });
  // @ts-expect-error nor in a record: a completed round's mrId is a round id
  const round: Pick<CompletedMeasureRound, 'mrId'> = { mrId: entry.tsId };
  void round;
}

/** Never run: what the screens do compiles. */
export function idsPassedOnCompile(api: WorkerApi, group: GroupSummary, entry: Entry, routeParameter: string): void {
  void api.loadGroup(group.mrId);
  void api.subscribe({ kind: 'history', tsIds: [entry.tsId] }, () => undefined);
  void api.openOnlineSession(`hydro:${routeParameter}`, asMrId(routeParameter));
  void api.findTimeseriesEntry(asTsId(routeParameter));
}

describe('issue 10: branded MrId and TsId', () => {
  test('the ids of the schemas carry their brands, so the worker API takes them as they come', () => {
    expectTypeOf<GroupSummary['mrId']>().toEqualTypeOf<MrId>();
    expectTypeOf<Entry['tsId']>().toEqualTypeOf<TsId>();
    expectTypeOf<CompletedMeasureRound['entries'][number]['tsId']>().toEqualTypeOf<TsId>();
    expectTypeOf<Parameters<WorkerApi['loadGroup']>[0]>().toEqualTypeOf<MrId>();
    expectTypeOf<Extract<Topic, { kind: 'history' }>['tsIds']>().toEqualTypeOf<TsId[]>();
  });

  test('a brand is only a type: the id travels unchanged (spec entry.md §4 "A mrId (number or string)")', () => {
    expect(asMrId(101)).toBe(101);
    expect(asMrId('PR-7')).toBe('PR-7');
    expect(asTsId('201301-W')).toBe('201301-W');
  });
});
