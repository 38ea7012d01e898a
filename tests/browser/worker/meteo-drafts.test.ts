// spec entry.md §2 Meteo input: what the observer typed into a meteo table is kept by the worker until it is posted
// (issue 5: the worker owns all persistent data; nothing typed is lost on a reload). docs/decisions.md "Meteo rows are
// a draft until posted".
import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import type { MeteoRow } from '../../../src/shared/rules/meteo-rows';
import type { MeteoDraftKey, OfflineRound } from '../../../src/shared/worker-api';
import { migrations } from '../../../src/worker/store/db';
import type { HweDb } from '../../../src/worker/store/schema';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();
const worker = (databaseName: string) => startWorker({ databaseName });

const key: MeteoDraftKey = { mrId: '402', staNumber: '100301', month: '2026-11' };
const typed: MeteoRow = { day: '2026-11-03', time: '07:00', precipitation: 0.001, precipitationType: 'nicht messbarer Niederschlag', airTemperature: -2.5 };
const remarkOnly: MeteoRow = { day: '2026-11-04', time: '07:30', remark: 'keine Messung' };
const empty: MeteoRow = { day: '2026-11-05', time: '07:00' };
const readOnly: MeteoRow = { day: '2026-11-01', time: '07:00', precipitation: 4, hasStoredData: true };

describe('spec entry.md §2 Meteo input: the draft of a meteo table in the worker', () => {
  test('a saved draft is committed before the call answers: a new worker on the same database reads it', async () => {
    const databaseName = uniqueDatabaseName('meteo-draft');
    const first = await worker(databaseName);
    await first.api.saveMeteoDraft(key, [readOnly, typed, remarkOnly, empty]);
    first.terminate();

    const second = await worker(databaseName);
    // only the editable days that hold something typed are kept
    expect(await second.api.getMeteoDraft(key)).toEqual([typed, remarkOnly]);
  });

  test('edits sent one after the other without waiting: the last one is stored', async () => {
    const databaseName = uniqueDatabaseName('meteo-order');
    const first = await worker(databaseName);
    const edits = [1, 2, 3, 4, 5].map((value) => first.api.saveMeteoDraft(key, [{ ...typed, airTemperature: value }]));
    await Promise.all(edits);
    first.terminate();
    expect(await (await worker(databaseName)).api.getMeteoDraft(key)).toEqual([{ ...typed, airTemperature: 5 }]);
  });

  test('each table has its own draft (group, station, month); clearing or saving nothing typed removes it', async () => {
    const { api } = await worker(uniqueDatabaseName('meteo-keys'));
    const otherStation = { ...key, staNumber: '100306' };
    const otherMonth = { ...key, month: '2026-10' };
    await api.saveMeteoDraft(key, [typed]);
    await api.saveMeteoDraft(otherStation, [remarkOnly]);
    expect(await api.getMeteoDraft(otherMonth)).toEqual([]);
    expect(await api.getMeteoDraft(otherStation)).toEqual([remarkOnly]);

    await api.clearMeteoDraft(key);
    expect(await api.getMeteoDraft(key)).toEqual([]);
    expect(await api.getMeteoDraft(otherStation)).toEqual([remarkOnly]);
    await api.saveMeteoDraft(otherStation, [empty, readOnly]);
    expect(await api.getMeteoDraft(otherStation)).toEqual([]);
  });

  test('a database of schema version 1 is upgraded: its offline copies stay, the drafts store is added', async () => {
    const databaseName = uniqueDatabaseName('meteo-upgrade');
    const round: OfflineRound = {
      instanceId: 'f3a1c2d4-0000-4000-8000-000000000001',
      creationTime: '2026-11-02T06:00:00.000Z',
      mrId: 402,
      mrName: 'Niederschlag Ötztal und Pitztal',
      mrGroup: 'Meteo',
      entries: [],
    };
    const old = await openDB<HweDb>(databaseName, 1, { upgrade: (db, _old, _new, upgrade) => migrations[0](db, upgrade) });
    await old.put('rounds', round);
    old.close();

    const { api } = await worker(databaseName);
    expect((await api.listOfflineRounds()).map((summary) => summary.instanceId)).toEqual([round.instanceId]);
    await api.saveMeteoDraft(key, [typed]);
    expect(await api.getMeteoDraft(key)).toEqual([typed]);
    const upgraded = await openDB<HweDb>(databaseName);
    expect(upgraded.version).toBe(migrations.length);
    upgraded.close();
  });
});
