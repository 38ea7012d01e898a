// issue 14: the worker parses every IndexedDB record it reads, not only offline copies. For each store — the
// cached group list and groups, the history, the transfer queue, photos, measure documents, maps, meteo drafts and
// cached answers — records that violate the schema, generated per run with fast-check and written straight into the
// database beside a valid one, are skipped (the config screen's settings: the spec defaults apply instead): the valid record is still used, the call answers normally or with a
// coded error (never anything else), and listUnreadableRecords names each skipped record and its field. That includes
// the fields JSON cannot hold: a photo's blob or a history block's columns of another kind are skipped the same way.
import { asMrId, asTsId } from '../../../src/shared/contract/ids';
import fc from 'fast-check';
import { openDB, type IDBPDatabase } from 'idb';
import { expect, test } from 'vitest';
import { isWorkerError, type WorkerApi } from '../../../src/shared/contract';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, UNREACHABLE_API } from './start-worker';
import { historyOf } from './read-topic';
import { typedMeteoRows } from './meteo-drafts';
import type { Remote } from 'comlink';
import { transfersOf } from './round-helpers';

stopWorkersAfterEachTest();

type Api = Remote<WorkerApi<Blob>>;
type Data = Record<string, unknown>;

/** A value of another type than the field holds. */
const notAString = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }));
const notANumber = fc.oneof(fc.constant(null), fc.string({ maxLength: 5 }), fc.boolean(), fc.constant({}));

/** One field of a valid record broken: set to a wrong value, or removed; the field the worker must name. */
function broken(valid: Data, fields: Record<string, fc.Arbitrary<unknown> | 'remove'>) {
  return fc.constantFrom(...Object.keys(fields)).chain((field) => {
    const how = fields[field];
    const path = field.split('.');
    const apply = (value: unknown) => {
      const copy = structuredClone(valid);
      let parent = copy as Data;
      for (const key of path.slice(0, -1)) parent = parent[key] as Data;
      if (how === 'remove') delete parent[path.at(-1)!];
      else parent[path.at(-1)!] = value;
      return copy;
    };
    return (how === 'remove' ? fc.constant(undefined) : how).map((value) => ({ field, record: apply(value) }));
  });
}

interface StoreCase {
  name: string;
  /** the broken record, stored under `key`; answers the record name the worker must report */
  write(db: IDBPDatabase, record: Data, key: number): Promise<string>;
  breakage: fc.Arbitrary<{ field: string; record: Data }>;
  /** the worker call that reads the store: answers normally with the valid record, or with a coded error */
  read(api: Api, key: number): Promise<void>;
}

const GROUP = { mrId: 9001, mrName: 'Testrunde', mrGroup: 'Test', entries: [{ tsId: 'TS-X', staName: 'Pegel X', staNumber: '1', tsParameter: 'W' }] };
const REMAINDER = { instanceId: 'round-1b', creationTime: '2026-03-15T07:00:00Z', mrId: 1, mrName: 'Testrunde', entries: [] };
const TASK = { id: 'task-valid', instanceId: 'round-1', kind: 'body', state: 'error', attempts: 2, error: 'HTTP 500', mrId: 1, order: 0, remainder: REMAINDER, updated: '2026-03-15T07:00:00Z' };
const DOCUMENT = { mdId: 1, mdFilename: 'Anleitung.pdf', mdDocument: 'https://example.org/a.pdf', mdLastModified: '2026-03-15T07:00:00Z' };
const SERVER_INFO = { version: '1', copyright: 'c', revision: 'r', name: 'hwe', apiVersion: '2', isAdmin: false, username: 'anna' };
const LOCAL_SETTINGS = { locale: 'en', mode: 2, defaultTime: '09:00', historyYears: 5 };
/** a group with a precipitation series (N) at station 1: its meteo table shows the draft */
const METEO_GROUP = { ...GROUP, entries: [{ tsId: 'TS-N', staName: 'Wetter X', staNumber: '1', tsParameter: 'N' }] };
const METEO_DRAFT = { mrId: '9001', staNumber: '1', month: '2026-03', rows: [{ day: '2026-03-02', time: '07:00', precipitation: 1.5, remark: 'Nebel' }], savedTime: '2026-03-02T07:00:00Z' };
const OVERLAY = { key: '1/osm', etag: '"1"', body: { bounds: [[47, 11], [47.1, 11.1]], image: 'data:image/png;base64,AA==', mapType: 'osm' } };

const cases: StoreCase[] = [
  {
    name: 'group list',
    breakage: broken(GROUP, { mrId: fc.constant(null), mrName: notAString, mrGroup: 'remove' }),
    async write(db, record, key) {
      await db.put('cache', { groups: [GROUP, { ...record, mrId: record.mrId === null ? null : key }], version: '2026-03-15T07:00:00.000Z' }, 'groupList');
      return record.mrId === null ? 'stored measure round summary #2' : `stored measure round summary ${key}`;
    },
    async read(api) {
      expect((await api.listGroups()).groups.map((group) => group.mrId)).toEqual([GROUP.mrId]);
    },
  },
  {
    name: 'group',
    breakage: broken(GROUP, { mrName: notAString, entries: notANumber, 'entries.0.tsId': notAString, 'entries.0.staName': 'remove' }),
    async write(db, record, key) {
      await db.put('groups', GROUP, String(GROUP.mrId));
      await db.put('groups', record, String(key));
      return `stored measure round ${key}`;
    },
    async read(api, key) {
      expect((await api.loadGroup(asMrId(GROUP.mrId))).mrName).toBe(GROUP.mrName);
      expect(await api.findTimeseriesEntry(asTsId('TS-X'))).toMatchObject({ staName: 'Pegel X' });
      await expect(api.loadGroup(asMrId(key))).rejects.toMatchObject({ code: 'NETWORK' });
    },
  },
  {
    name: 'history',
    // issue 38: one record per series; the broken one is another series than the valid one
    breakage: broken({ tsId: 'TS-Y', t: new Float64Array([1]), v: new Float64Array([2]), remarks: {} }, {
      // a column of another kind (a plain array, another typed array, even of the same byte length), or too short
      t: fc.constantFrom([1], new Float32Array([1]), new Uint8Array(8), new Blob(['1'])),
      v: fc.constantFrom(new Float64Array(0), 'x', new Float32Array([2]), new BigInt64Array(1)),
      remarks: fc.oneof(fc.integer(), fc.boolean()),
    }),
    async write(db, record) {
      await db.put('history', { tsId: 'TS-X', t: new Float64Array([Date.parse('2026-03-15T07:00:00Z')]), v: new Float64Array([131.5]), remarks: {} });
      await db.put('history', record);
      return 'stored history of TS-Y';
    },
    async read(api) {
      const [valid, skipped] = (await historyOf(api, [asTsId('TS-X'), asTsId('TS-Y')])).series;
      expect([[...valid.v], skipped.t.length]).toEqual([[131.5], 0]);
    },
  },
  {
    name: 'transfer queue',
    breakage: broken(TASK, {
      kind: fc.constantFrom('photo', 1),
      state: notAString,
      attempts: notANumber,
      order: fc.constant(-1),
      updated: 'remove',
      instanceId: fc.constant(''),
      mrId: fc.constantFrom(null, 1.5, {}),
      // the remainder of a partial post is an offline copy
      'remainder.mrName': notAString,
      'remainder.entries': fc.constantFrom('none', null),
    }),
    async write(db, record, key) {
      await db.put('outbox', TASK);
      await db.put('outbox', { ...record, id: `task-${key}` });
      return `stored transfer task-${key}`;
    },
    async read(api) {
      expect((await transfersOf(api)).map((task) => task.id)).toEqual([TASK.id]);
    },
  },
  {
    name: 'photos',
    breakage: broken(
      { id: 'p.jpg', instanceId: 'round-1', blob: new Blob(['x'], { type: 'image/jpeg' }) },
      // the image bytes of another kind than a Blob (as an earlier version might have kept them), or missing
      { blob: fc.constantFrom('x', null, {}, undefined, new Uint8Array([0xff, 0xd8]), new Uint8Array([0xff, 0xd8]).buffer), instanceId: notAString },
    ),
    async write(db, record, key) {
      await db.put('photos', { id: 'valid.jpg', instanceId: 'round-1', blob: new Blob(['jpeg'], { type: 'image/jpeg' }) });
      await db.put('photos', { ...record, id: `photo-${key}.jpg` });
      return `stored photo photo-${key}.jpg`;
    },
    async read(api, key) {
      expect(await (await api.getPhoto('valid.jpg')).text()).toBe('jpeg');
      await expect(api.getPhoto(`photo-${key}.jpg`)).rejects.toMatchObject({ code: 'PHOTO_NOT_FOUND' });
    },
  },
  {
    name: 'measure documents',
    breakage: broken(DOCUMENT, { mdFilename: notAString, mdDocument: 'remove', mdLastModified: fc.constantFrom('gestern', '2026-12-31T23:59:60Z') }),
    async write(db, record, key) {
      await db.put('documents', DOCUMENT);
      await db.put('documents', { ...record, mdId: key });
      await db.put('cache', '"docs-1"', 'documentsEtag');
      return `stored measure document ${key}`;
    },
    async read(api) {
      expect((await api.getDocuments()).map((document) => document.mdFilename)).toEqual([DOCUMENT.mdFilename]);
    },
  },
  {
    name: 'maps',
    breakage: broken(OVERLAY, { 'body.mapType': fc.constant('satellite'), 'body.bounds': fc.constantFrom(null, 5, 'x'), 'body.image': 'remove', etag: fc.constant(7) }),
    async write(db, record, key) {
      await db.put('maps', { ...record, key: `${key}/osm` });
      return `stored map ${key}/osm`;
    },
    async read(api, key) {
      await expect(api.getMap(asMrId(key), 'osm')).rejects.toMatchObject({ code: 'NETWORK' });
    },
  },
  {
    name: 'config screen settings',
    breakage: broken(LOCAL_SETTINGS, {
      locale: fc.constantFrom('fr', null),
      mode: fc.constantFrom(0, 3, '2'),
      defaultTime: fc.constantFrom('9 Uhr', '', 900),
      historyYears: fc.constantFrom(0, 31, 2.5, Number.NaN),
    }),
    async write(db, record) {
      await db.put('cache', { heading: 'Pegelmessung Inn' }, 'config');
      await db.put('cache', record, 'localSettings');
      return 'stored localSettings';
    },
    async read(api) {
      // the stored server config still applies; the broken settings fall back to the spec defaults (entry.md §9)
      expect(await api.getConfig()).toMatchObject({ heading: 'Pegelmessung Inn', locale: 'de', mode: 1, defaultTime: '12:00', historyYears: 2 });
      expect(await api.getLocalSettings()).toEqual({});
    },
  },
  {
    name: 'meteo drafts',
    breakage: broken(METEO_DRAFT, {
      rows: notANumber,
      'rows.0.day': fc.constantFrom('2.3.2026', 20260302),
      'rows.0.precipitation': notANumber.filter((value) => value !== null),
      'rows.0.remark': fc.integer(),
      savedTime: 'remove',
      unsentInstanceId: fc.constant(''),
    }),
    async write(db, record, key) {
      for (const mrId of [METEO_GROUP.mrId, key]) await db.put('groups', { ...METEO_GROUP, mrId }, String(mrId));
      await db.put('meteoDrafts', METEO_DRAFT);
      await db.put('meteoDrafts', { ...record, mrId: String(key) });
      return `stored meteo draft ${key}/1/2026-03`;
    },
    async read(api, key) {
      // the tables as the meteo screen shows them
      expect(await typedMeteoRows(api, { mrId: asMrId('9001'), staNumber: '1', month: '2026-03' })).toEqual(METEO_DRAFT.rows);
      expect(await typedMeteoRows(api, { mrId: asMrId(String(key)), staNumber: '1', month: '2026-03' })).toEqual([]);
    },
  },
  {
    name: 'cached server info',
    breakage: broken(SERVER_INFO, { isAdmin: fc.constantFrom('true', 1), username: fc.constant(42), apiVersion: 'remove' }),
    async write(db, record) {
      await db.put('cache', record, 'serverInfo');
      return 'stored serverInfo';
    },
    async read(api) {
      await expect(api.getServerInfo()).rejects.toMatchObject({ code: 'NETWORK' });
    },
  },
];

test.each(cases)('issue 14: broken records of the $name are skipped and reported, the valid one still used', async (storeCase) => {
  const databaseName = uniqueDatabaseName(`stored-${storeCase.name.replace(/\W/g, '-')}`);
  const { api } = await startWorker({ databaseName, apiBase: UNREACHABLE_API });
  await api.listUnreadableRecords(); // the database is created
  const db = await openDB(databaseName);
  let key = 70_000;
  await fc.assert(
    fc.asyncProperty(storeCase.breakage, async ({ field, record }) => {
      key++;
      const name = await storeCase.write(db, record, key);
      try {
        await storeCase.read(api, key);
      } catch (error) {
        // an expectation failed, or the call threw: anything but a coded error is a failure
        if (!isWorkerError(error)) throw error;
        throw new Error(`coded error ${error.code} where none was expected: ${error.message}`);
      }
      expect(await api.listUnreadableRecords()).toContainEqual(expect.objectContaining({ code: 'INVALID_RECORD', record: name, field }));
    }),
    { numRuns: 20, interruptAfterTimeLimit: 20_000 },
  );
  db.close();
});
