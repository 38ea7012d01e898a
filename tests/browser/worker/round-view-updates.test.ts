// issue 13: the open copy's view crosses to the UI as what changed since the view it holds, so a keystroke on a long
// round sends one entry and one row, not the round; applied, the change gives the same view the worker reads.
// issue 34/37: an edit answers only its outcome; its view arrives on the copy's subscription, as every other change.
import { proxy } from 'comlink';
import { describe, expect, test } from 'vitest';
import type { InstanceId, RoundView, RoundViewUpdate } from '../../../src/shared/contract';
import { applyChange } from '../../../src/ui/state/mobile/view-updates';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue, storedRoundView } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, type StartedWorker } from './start-worker';

stopWorkersAfterEachTest();

function applied(view: RoundView, update: RoundViewUpdate): RoundView {
  if (update.kind === 'whole') return update.view;
  return applyChange(view, update);
}

/** The copy's pushes (topic 'round') from the view of version `base` on. */
async function pushesOf(api: StartedWorker['api'], instanceId: InstanceId, base: number): Promise<RoundViewUpdate[]> {
  const pushed: RoundViewUpdate[] = [];
  await api.subscribe({ kind: 'round', instanceId, base }, proxy((update: unknown) => void pushed.push(update as RoundViewUpdate)));
  return pushed;
}

/** The next push after the `count` already seen. */
async function nextPush(pushed: RoundViewUpdate[], count: number): Promise<RoundViewUpdate> {
  await expect.poll(() => pushed.length).toBe(count + 1);
  return pushed[count];
}

describe('issue 13 view updates of the open copy', () => {
  test('an edit pushes only the entries and rows it changed since the version held; applied it equals the stored view', async () => {
    const databaseName = uniqueDatabaseName('view-updates');
    const { api } = await startWorker({ databaseName });
    // the stored view as another tab reads it (a read in this tab would take the place of the version held)
    const otherTab = (await startWorker({ databaseName })).api;
    const { instanceId } = (await api.createOfflineRound(await demoRoundId(api))).round;
    const opened = await api.getRoundUpdate(instanceId, undefined);
    if (opened.kind !== 'whole') throw new Error('the first view is whole');
    const [first, second] = numberRows(opened.view);
    const firstKey = keyAt(opened.view, first);

    // the station's first value completes it and dates its entries: those entries, the row of the value and the
    // stations change, nothing else
    const station = opened.view.stations.find((candidate) => candidate.rows.includes(first))!;
    const pushed = await pushesOf(api, instanceId, opened.version);
    await api.editRound(instanceId, [{ kind: 'entry', entryKey: firstKey, patch: { value: plausibleValue(opened.view, first) } }]);
    const edited = await nextPush(pushed, 0);
    expect(edited).toMatchObject({ kind: 'change', base: opened.version, entryCount: opened.view.round.entries.length });
    if (edited.kind !== 'change') return;
    expect(edited.entries.map(({ index }) => index)).toEqual(station.rows);
    expect(edited.rows.map((row) => row.index)).toEqual([first]);
    // only that station crosses, with its index; the UI keeps the other stations' objects
    const stationIndex = opened.view.stations.indexOf(station);
    expect(edited.stations).toEqual([{ index: stationIndex, station: expect.objectContaining({ rows: station.rows, complete: true }) }]);
    expect(edited.stationCount).toBe(opened.view.stations.length);
    const afterFirst = applied(opened.view, edited);
    expect(afterFirst).toEqual(await storedRoundView(otherTab, instanceId));
    // the UI keeps every untouched entry and row object (their components do not render again)
    expect(afterFirst.round.entries[second]).toBe(opened.view.round.entries[second]);
    expect(afterFirst.rows[second]).toBe(opened.view.rows[second]);
    const otherStation = opened.view.stations.findIndex((candidate) => candidate !== station);
    expect(afterFirst.stations[otherStation]).toBe(opened.view.stations[otherStation]);

    // an implausible value: its plausibility message comes with the row; the stations are as they were
    await api.editRound(instanceId, [{ kind: 'entry', entryKey: firstKey, patch: { value: 1e9 } }]);
    const implausible = await nextPush(pushed, 1);
    if (implausible.kind !== 'change') throw new Error('a change was expected');
    expect(implausible.stations).toEqual([]);
    expect(implausible.rows).toEqual([expect.objectContaining({ index: first, implausible: expect.objectContaining({ key: 'plausibility.outOfRange' }) })]);
    const afterImplausible = applied(afterFirst, implausible);
    expect(afterImplausible).toEqual(await storedRoundView(otherTab, instanceId));
    // no station changed: the UI keeps the stations array itself (the screens selecting it do not render again)
    expect(afterImplausible.stations).toBe(afterFirst.stations);
  });

  test('a base the worker does not hold (an update lost on the way) is answered with the whole view', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('view-updates-stale') });
    const { instanceId } = (await api.createOfflineRound(await demoRoundId(api))).round;
    const opened = await api.getRoundUpdate(instanceId, undefined);
    const again = await api.getRoundUpdate(instanceId, opened.version);
    expect(again).toMatchObject({ kind: 'change', entries: [], rows: [] });
    const stale = await api.getRoundUpdate(instanceId, opened.version);
    expect(stale.kind).toBe('whole');
    expect(stale.version).toBeGreaterThan(again.version);
  });

  test("issue 34/37: the tab's own edit is pushed once, as a change of the view held; another tab's edits follow in order", async () => {
    const databaseName = uniqueDatabaseName('view-updates-push');
    const tabA = await startWorker({ databaseName });
    const { instanceId } = (await tabA.api.createOfflineRound(await demoRoundId(tabA.api))).round;
    const opened = await tabA.api.getRoundUpdate(instanceId, undefined);
    if (opened.kind !== 'whole') throw new Error('the first view is whole');
    const pushed = await pushesOf(tabA.api, instanceId, opened.version);
    const [row] = numberRows(opened.view);
    await expect(tabA.api.editRound(instanceId, [{ kind: 'entry', entryKey: keyAt(opened.view, row), patch: { tsRemark: { text: 'A' } } }])).resolves.toBeUndefined();
    const own = await nextPush(pushed, 0);
    expect(own).toMatchObject({ kind: 'change', base: opened.version, entries: expect.arrayContaining([expect.objectContaining({ index: row })]) });

    const tabB = await startWorker({ databaseName });
    const editInB = (text: string) => editedRoundView(tabB.api, instanceId, [{ kind: 'entry', entryKey: keyAt(opened.view, row), patch: { staRemark: { text } } }]);
    await editInB('B');
    const fromB = await nextPush(pushed, 1);
    await editInB('B2');
    const fromB2 = await nextPush(pushed, 2);
    expect(fromB).toMatchObject({ kind: 'change', base: own.version, entries: [expect.objectContaining({ index: row })] });
    const shown = applied(applied(opened.view, own), fromB);
    expect(shown.round.entries[row]).toMatchObject({ tsRemark: { text: 'A' }, staRemark: { text: 'B' } });
    expect(fromB2).toMatchObject({ kind: 'change', base: fromB.version });
    expect(applied(shown, fromB2)).toEqual(await storedRoundView(tabA.api, instanceId));
    expect(pushed).toHaveLength(3);
  });

  test('issue 34: edits sent without waiting for an answer are stored in the order they were sent', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('view-updates-order') });
    const { instanceId } = (await api.createOfflineRound(await demoRoundId(api))).round;
    const opened = await storedRoundView(api, instanceId);
    const entryKey = keyAt(opened, numberRows(opened)[0]);
    const typed = ['1', '12', '12,', '12,5', '12,56', '12,567'];
    const outcomes = typed.map((text) => api.editRound(instanceId, [{ kind: 'entry', entryKey, patch: { tsRemark: { text } } }]));
    await Promise.all(outcomes);
    expect((await storedRoundView(api, instanceId)).round.entries[numberRows(opened)[0]].tsRemark).toEqual({ text: '12,567' });
  });
});
