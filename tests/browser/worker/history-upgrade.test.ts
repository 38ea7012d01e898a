// Issue 38: the store upgrade from one history record per series and month to one per series, on a database of the
// version before it holding month records as they were written (packed and Float64 columns, remarks by index within
// the month, a tsId index); the worker opens it and reads the joined series offline.
import { openDB } from 'idb';
import { expect, test } from 'vitest';
import { asTsId } from '../../../src/shared/contract/ids';
import { migrations } from '../../../src/worker/store/db';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, UNREACHABLE_API } from './start-worker';
import { historyOf } from './read-topic';

stopWorkersAfterEachTest();

const ms = (iso: string) => Date.parse(iso);
// the version before the history join (migrations[7]); later migrations run when the worker opens it
const VERSION_BEFORE = 7;
const MONTHS = [
  { tsId: 'TS-A', month: '2026-01', t: { first: ms('2026-01-30T07:00:00Z'), seconds: new Int32Array([0, 86_400]) }, v: { decimals: 1, scaled: new Int32Array([1315, -5]) }, remarks: { 1: { tsRemark: { text: 'Eis' } } } },
  { tsId: 'TS-A', month: '2026-02', t: new Float64Array([ms('2026-02-01T07:00:00Z')]), v: new Float64Array([NaN]), remarks: { 0: { staRemark: { text: 'Zugang gesperrt' } } } },
  { tsId: 'TS-B', month: '2026-02', t: new Float64Array([ms('2026-02-03T07:00:00.250Z')]), v: new Float64Array([0.1 + 0.2]), remarks: {} },
  // a series with a damaged month is left out: its history is read again online
  { tsId: 'TS-C', month: '2026-01', t: new Float64Array([ms('2026-01-02T07:00:00Z')]), v: new Float64Array([3]), remarks: {} },
  { tsId: 'TS-C', month: '2026-02', t: new Float64Array([ms('2026-02-02T07:00:00Z')]), v: new Float64Array(0), remarks: {} },
];

test('issue 38: month records of the version before are joined into one record per series, without the tsId index', async () => {
  const databaseName = uniqueDatabaseName('history-upgrade');
  const before = await openDB(databaseName, VERSION_BEFORE, {
    upgrade(db, _oldVersion, _newVersion, upgrade) {
      for (const migrate of migrations.slice(0, VERSION_BEFORE)) void migrate(db as never, upgrade as never);
    },
  });
  expect([...before.transaction('history').store.indexNames]).toEqual(['tsId']);
  for (const month of MONTHS) await before.put('history', month);
  before.close();

  const { api } = await startWorker({ databaseName, apiBase: UNREACHABLE_API });
  const { series, fromCache } = await historyOf(api, ['TS-A', 'TS-B', 'TS-C'].map(asTsId));
  expect(fromCache).toBe(true);
  expect(series.map((s) => [s.tsId, Array.from(s.t), Array.from(s.v), s.remarks])).toEqual([
    [
      'TS-A',
      [ms('2026-01-30T07:00:00Z'), ms('2026-01-31T07:00:00Z'), ms('2026-02-01T07:00:00Z')],
      [131.5, -0.5, NaN],
      [{ index: 1, tsRemark: { text: 'Eis' } }, { index: 2, staRemark: { text: 'Zugang gesperrt' } }],
    ],
    ['TS-B', [ms('2026-02-03T07:00:00.250Z')], [0.1 + 0.2], []],
    ['TS-C', [], [], []],
  ]);

  const after = await openDB(databaseName);
  const store = after.transaction('history').store;
  expect([after.version, [...after.objectStoreNames].includes('historyMonths'), store.keyPath, [...store.indexNames]]).toEqual([migrations.length, false, 'tsId', []]);
  expect(await store.getAllKeys()).toEqual(['TS-A', 'TS-B']);
  // stored anew in the compact columns: TS-A's times as whole seconds, its values with the missing one as -2^31
  expect(await store.get('TS-A')).toMatchObject({ t: { first: ms('2026-01-30T07:00:00Z') }, v: { decimals: 1, scaled: new Int32Array([1315, -5, -(2 ** 31)]) } });
  after.close();
});
