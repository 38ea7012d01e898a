import { describe, expect, test } from 'vitest';
import type { CompletedMeasureRound } from '../../../src/shared/schema/archive';
import { completedRoundOnServer, demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue, rowOf, storedRoundView, transfersOf } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';
import { historyOf } from './read-topic';

stopWorkersAfterEachTest();

describe('spec entry.md §4 offline round lifecycle through the real worker and server', () => {
  test('created from a group: new uuid, creationTime now, team emptied, no formula entries, input types derived', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('create') });
    const mrId = await demoRoundId(api);
    const group = await api.loadGroup(mrId);
    const before = Date.now();
    const view = await api.createOfflineRound(mrId);
    expect(view.round.instanceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(view.round.creationTime)).toBeGreaterThanOrEqual(before);
    expect(view.round.mrTeam).toBe('');
    expect(view.round.entries.length).toBe(group.entries.length);
    expect(view.round.entries.every((entry) => !entry.tsFormula && entry.inputType !== undefined)).toBe(true);
    expect(view.progress).toMatchObject({ completed: 0, percent: 0 });

    const list = await api.listOfflineRounds();
    expect(list).toEqual([expect.objectContaining({ instanceId: view.round.instanceId, mrName: group.mrName, empty: true })]);
  });

  test('an edit completes the station: automatic date, success row, progress; an implausible value is flagged', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('edit') });
    const view = await api.createOfflineRound(await demoRoundId(api));
    const [first, second] = numberRows(view);
    const firstEntry = view.round.entries[first];
    const before = Date.now();
    let edited = await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, first), patch: { value: plausibleValue(view, first) } }]);
    let row = rowOf(edited, firstEntry.tsId, firstEntry.staNumber);
    expect(Date.parse(edited.round.entries[row].dt!)).toBeGreaterThanOrEqual(before);
    expect(edited.rows[row]).toMatchObject({ status: 'success', filled: true, implausible: undefined });
    expect(edited.progress.completed).toBe(1);

    const secondEntry = view.round.entries[second];
    const tooHigh = secondEntry.tsPlausibilityCheck!.max! + 1000;
    edited = await editedRoundView(api, view.round.instanceId, [
      { kind: 'entry', entryKey: keyAt(view, second), patch: { value: tooHigh } },
    ]);
    row = rowOf(edited, secondEntry.tsId, secondEntry.staNumber);
    expect(edited.rows[row].status).toBe('warning');
    expect(edited.rows[row].implausible).toMatchObject({ key: 'plausibility.outOfRange', readings: { value: tooHigh } });
    expect(edited.progress.completed).toBe(2);
  });

  test('spec §4 volume/time discharge: the worker stores the mean of volume ÷ time (l/s, 3 decimals) as the value (issue 10) and the post sends it', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('discharge') });
    const { groups } = await api.listGroups();
    let view;
    let index = -1;
    for (const group of groups) {
      const loaded = await api.loadGroup(group.mrId);
      index = loaded.entries.findIndex((entry) => entry.inputType === 'DISCHARGE' && entry.tsUnit === 'l/s');
      if (index >= 0) {
        view = await api.createOfflineRound(group.mrId);
        index = view.round.entries.findIndex((entry) => entry.inputType === 'DISCHARGE' && entry.tsUnit === 'l/s');
        break;
      }
    }
    expect(view).toBeDefined();
    const measured = await editedRoundView(api, view!.round.instanceId, [
      {
        kind: 'entry',
        entryKey: keyAt(view!, index),
        patch: {
          dt: new Date().toISOString(),
          dischargeInputType: 'VOLUME_TIME',
          // 10 l in 3 s and 12 l in 4 s: (3.333… + 3) / 2 = 3.167 l/s
          dischargeValue: { aggregationMethod: 1, volumetricMeasurements: [{ volume: 10, time: 3 }, { volume: 12, time: 4 }] },
        },
      },
    ]);
    expect(measured.round.entries[index].value).toBe(3.167);
    expect(measured.rows[index].discharge?.lps).toBe(3.167);
    expect(await api.postRound(view!.round.instanceId)).toMatchObject({ count: 1 });
    const stored = (await (await completedRoundOnServer(view!.round.instanceId)).json()) as CompletedMeasureRound;
    expect(stored.entries[0].value).toBe(3.167);
  });

  test('spec §3/§5 discharge protocol and remarks: fields sent one after the other without waiting are all kept (merged by the worker)', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('parts') });
    const view = await api.createOfflineRound(await demoRoundId(api));
    const [row] = numberRows(view);
    const instanceId = view.round.instanceId;
    // as typed in quick succession: each edit names only its own field, none waits for the answer of the one before
    await Promise.all([
      editedRoundView(api, instanceId, [{ kind: 'entryPart', entryKey: keyAt(view, row), field: 'dischargeProtocol', patch: { gauge: 45, gaugeUnit: 'cm' } }]),
      editedRoundView(api, instanceId, [{ kind: 'entryPart', entryKey: keyAt(view, row), field: 'dischargeProtocol', patch: { discharge: 812.5 } }]),
      editedRoundView(api, instanceId, [{ kind: 'entryPart', entryKey: keyAt(view, row), field: 'dischargeProtocol', patch: { remark: 'Profil verkrautet' } }]),
      editedRoundView(api, instanceId, [{ kind: 'entryPart', entryKey: keyAt(view, row), field: 'staRemark', patch: { location: { latitude: 47.26, longitude: 11.39 } } }]),
      editedRoundView(api, instanceId, [{ kind: 'entryPart', entryKey: keyAt(view, row), field: 'staRemark', patch: { text: 'Pegellatte verschmutzt' } }]),
    ]);
    const stored = (await storedRoundView(api, instanceId)).round.entries.find((entry) => entry.tsId === view.round.entries[row].tsId)!;
    expect(stored.dischargeProtocol).toEqual({ gauge: 45, gaugeUnit: 'cm', discharge: 812.5, remark: 'Profil verkrautet' });
    expect(stored.staRemark).toEqual({ location: { latitude: 47.26, longitude: 11.39 }, text: 'Pegellatte verschmutzt' });
  });

  test('spec entry.md §3 Remark: a geo:lat,lon pattern typed into a remark text becomes the remark\'s location', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('geo') });
    const view = await api.createOfflineRound(await demoRoundId(api));
    const [row] = numberRows(view);
    const instanceId = view.round.instanceId;
    await editedRoundView(api, instanceId, [{ kind: 'entryPart', entryKey: keyAt(view, row), field: 'tsRemark', patch: { text: 'Latte schief geo:47.2654,11.3927' } }]);
    const stored = (await storedRoundView(api, instanceId)).round.entries.find((entry) => entry.tsId === view.round.entries[row].tsId)!;
    expect(stored.tsRemark).toEqual({ text: 'Latte schief geo:47.2654,11.3927', location: { latitude: 47.2654, longitude: 11.3927 } });
  });

  test('a reload in the middle of editing keeps every edit (worker terminated, new worker on the same IndexedDB)', async () => {
    const databaseName = uniqueDatabaseName('reload');
    const first = await startWorker({ databaseName });
    const view = await first.api.createOfflineRound(await demoRoundId(first.api));
    const rows = numberRows(view);
    const targets = rows.map((index) => ({ tsId: view.round.entries[index].tsId, staNumber: view.round.entries[index].staNumber }));
    // fire every edit without waiting; the last answer means all of them are committed
    const pending = rows.map((index, i) =>
      editedRoundView(first.api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, index), patch: { value: 100 + i, tsRemark: { text: `Notiz ${i}` } } }]),
    );
    // the rows may be resorted by an earlier edit, so each edit names its row as it was when sent; wait for all
    await Promise.all(pending);
    await editedRoundView(first.api, view.round.instanceId, [{ kind: 'round', patch: { mrTeam: 'Huber, Gruber', mrRemark: 'Hochwasser' } }]);
    first.terminate();

    const second = await startWorker({ databaseName });
    const reloaded = await storedRoundView(second.api, view.round.instanceId);
    expect(reloaded.round).toMatchObject({ mrTeam: 'Huber, Gruber', mrRemark: 'Hochwasser' });
    targets.forEach((target, i) => {
      const entry = reloaded.round.entries[rowOf(reloaded, target.tsId, target.staNumber)];
      expect(entry.value).toBe(100 + i);
      expect(entry.tsRemark?.text).toBe(`Notiz ${i}`);
    });
  });

  test('full post: the server stores the round, the local copy and its transfer tasks are removed', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('fullpost') });
    const view = await api.createOfflineRound(await demoRoundId(api));
    const [a, b] = numberRows(view);
    await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, a), patch: { value: plausibleValue(view, a) } }]);
    const edited = await editedRoundView(api, view.round.instanceId, [
      { kind: 'entry', entryKey: keyAt(view, b), patch: { value: plausibleValue(view, b) } },
    ]);
    expect(edited.progress.completed).toBe(2);

    const result = await api.postRound(view.round.instanceId);
    expect(result).toEqual({ count: 2, remainingInstanceId: undefined });
    expect(await api.listOfflineRounds()).toEqual([]);
    expect(await transfersOf(api, view.round.instanceId)).toEqual([]);

    const stored = (await (await completedRoundOnServer(view.round.instanceId)).json()) as CompletedMeasureRound;
    expect(stored.entries.map((entry) => entry.value).sort()).toEqual([plausibleValue(view, a), plausibleValue(view, b)].sort());

    // the posted reading is in the history the server answers now (other tests may post later readings)
    const postedEntry = stored.entries.find((entry) => entry.tsId === view.round.entries[a].tsId)!;
    const { series } = await historyOf(api, [view.round.entries[a].tsId]);
    expect(series[0].v[series[0].t.indexOf(Date.parse(postedEntry.dt!))]).toBe(plausibleValue(view, a));
  });

  test('partial post: only complete stations are sent; the rest is saved again under a new instanceId', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('partial') });
    const view = await api.createOfflineRound(await demoRoundId(api));
    const [a] = numberRows(view);
    const sentStation = view.round.entries[a].staNumber;
    await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, a), patch: { value: plausibleValue(view, a) } }]);

    const result = await api.postRound(view.round.instanceId, { partial: true });
    expect(result.count).toBe(1);
    expect(result.remainingInstanceId).toBeDefined();
    expect(result.remainingInstanceId).not.toBe(view.round.instanceId);
    await expect(storedRoundView(api, view.round.instanceId)).rejects.toMatchObject({ message: `Group ${view.round.instanceId} does not exist!` });
    const remaining = await storedRoundView(api, result.remainingInstanceId!);
    expect(remaining.round.entries.some((entry) => entry.staNumber === sentStation)).toBe(false);
    expect(remaining.round.entries.length).toBe(view.round.entries.filter((entry) => entry.staNumber !== sentStation).length);
    expect((await api.listOfflineRounds()).map((round) => round.instanceId)).toEqual([result.remainingInstanceId]);
    const stored = (await (await completedRoundOnServer(view.round.instanceId)).json()) as CompletedMeasureRound;
    expect(stored.entries.every((entry) => entry.staNumber === sentStation)).toBe(true);
  });

  test('the same instanceId posted again does not create a second completed round', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('twice') });
    const view = await api.createOfflineRound(await demoRoundId(api));
    const [a] = numberRows(view);
    const filled = await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, a), patch: { value: plausibleValue(view, a) } }]);
    const file = JSON.stringify({ ...filled.round, type: 'LocalMeasureRound' });
    await api.postRound(view.round.instanceId);
    // the user uploads the downloaded file of the same copy and posts it again
    const again = await api.importOfflineRoundFile(file);
    expect(again.round.instanceId).toBe(view.round.instanceId);
    expect((await api.postRound(view.round.instanceId)).count).toBe(1);
    const { rounds: list } = (await (await fetch('/hwe-api/v2/completed-measure-round', { headers: { Accept: 'application/json' } })).json()) as { rounds: { instanceId: string }[] };
    expect(list.filter((round) => round.instanceId === view.round.instanceId)).toHaveLength(1);
  });
});
