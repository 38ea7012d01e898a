// spec entry.md §2 Meteo input, §4 Meteo rows, §5 Meteo post; issue 10: the meteo workflow runs in the worker. It
// opens the month (history, stored draft over the editable days), applies each edit of a day in one IndexedDB
// transaction before it answers, pushes the view to other tabs, and posts the month itself: a copy the server did not
// take is kept and sent again with the same instanceId. issue 5: nothing typed is lost on a reload.
import { proxy } from 'comlink';
import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import { asInstanceId, asMrId } from '../../../src/shared/contract/ids';
import { apiPaths } from '../../../src/shared/api';
import { mezToday } from '../../../src/shared/rules/meteo-rows';
import type { MeteoDraftKey, MeteoMonth, MeteoMonthView, OfflineRound, Topic, TopicView } from '../../../src/shared/contract';
import { migrations } from '../../../src/worker/store/db';
import type { HweDb } from '../../../src/worker/store/schema';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';
import { archivedRound } from './archive-on-server';
import { hasUnsentDraft, typedMeteoRows } from './meteo-drafts';

stopWorkersAfterEachTest();

const METEO_ROUND_ID = asMrId('402'); // history ends 5 days before today: those days are editable
const month = mezToday(new Date()).slice(0, 7);
/** each test its own station of group 402, as posts make days read-only on the one server all browser tests share */
const table = (staNumber: string): MeteoDraftKey => ({ mrId: METEO_ROUND_ID, staNumber, month });

function opened(month: MeteoMonth): MeteoMonthView {
  if ('refusal' in month) throw new Error(`refused: ${month.refusal}`);
  return month;
}

const editableDays = (view: MeteoMonthView) => view.days.filter((day) => day.editable).map((day) => day.row.day);

describe('spec entry.md §2 Meteo input, §4 Meteo rows: the month as the worker opens and edits it', () => {
  test('the month: a row per day up to today, stored days read-only, the others at 07:00 MEZ; the first open day is the first editable one', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('meteo-open') });
    const view = opened(await api.openMeteoMonth({ mrId: METEO_ROUND_ID, month }));
    expect(view.staNumber).toBe(view.stations[0].staNumber);
    expect(view.fields).toEqual(['precipitation', 'snowHeight', 'freshSnow', 'airTemperature']);
    expect(view.days.at(-1)?.row.day).toBe(mezToday(new Date()));
    const [first, second] = view.days.filter((day) => day.editable);
    expect(first).toMatchObject({ row: { time: '07:00' }, disabled: false, zeroFields: ['precipitation', 'snowHeight', 'freshSnow'], messages: [] });
    expect(second?.disabled, 'locked until the day before is complete').toBe(true);
    expect(view.days[view.firstOpenDay].row.day).toBe(first.row.day);
    expect(view.canPost).toBe(false);
  });

  test('§8 a group without the configured meteo parameters is refused with NO_METEO_PARAMETERS and the names', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('meteo-none') });
    expect(await api.openMeteoMonth({ mrId: asMrId('201'), month })).toMatchObject({
      refusal: 'NO_METEO_PARAMETERS',
      messageKey: 'meteo.noParameters',
      parameters: 'N, HS, HSN, LT',
    });
  });

  test('issue 10: an edit is committed before it answers; a new worker (the reloaded page) opens the month with it', async () => {
    const databaseName = uniqueDatabaseName('meteo-reload');
    const key = table('100307');
    const first = await startWorker({ databaseName });
    const [day, nextDay] = editableDays(opened(await first.api.openMeteoMonth(key)));
    await first.api.editMeteoDay(key, day, { kind: 'zero', field: 'precipitation' });
    const edited = await first.api.editMeteoDay(key, day, { kind: 'value', field: 'airTemperature', value: -2.5 });
    expect(edited.days.find((shown) => shown.row.day === day)).toMatchObject({ status: 'success', zeroFields: [] });
    expect(edited.days.find((shown) => shown.row.day === nextDay)?.disabled).toBe(false);
    await first.api.editMeteoDay(key, nextDay, { kind: 'remark', remark: 'Nebel' });
    first.terminate();

    const second = await startWorker({ databaseName });
    const reopened = opened(await second.api.openMeteoMonth(key));
    expect(reopened.days.find((shown) => shown.row.day === day)?.row).toMatchObject({ precipitation: 0, snowHeight: 0, freshSnow: 0, airTemperature: -2.5 });
    expect(reopened.days.find((shown) => shown.row.day === nextDay)?.row).toMatchObject({ remark: 'Nebel', time: '07:00' });
    expect(await typedMeteoRows(second.api, key)).toHaveLength(2);
  });

  test("§4/§5 a locked day is refused with METEO_DAY_LOCKED and nothing is stored; 'nicht messbarer Niederschlag' sets 0.001", async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('meteo-locked') });
    const key = table('100307');
    const view = opened(await api.openMeteoMonth(key));
    const [day, nextDay] = editableDays(view);
    const readOnly = view.days.find((shown) => !shown.editable)!.row.day;
    for (const locked of [nextDay, readOnly, '1999-01-01']) {
      await expect(api.editMeteoDay(key, locked, { kind: 'value', field: 'airTemperature', value: 1 })).rejects.toMatchObject({
        code: 'METEO_DAY_LOCKED',
        messageKey: 'meteo.dayLocked',
      });
    }
    await expect(api.editMeteoDay(key, day, { kind: 'precipitationType', precipitationType: 'Sturm' })).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await typedMeteoRows(api, key)).toEqual([]);
    expect(await hasUnsentDraft(api, key)).toBe(false);

    const typed = await api.editMeteoDay(key, day, { kind: 'precipitationType', precipitationType: 'nicht messbarer Niederschlag' });
    expect(typed.days.find((shown) => shown.row.day === day)?.row.precipitation).toBe(0.001);
    await expect(api.postMeteoMonth(key)).rejects.toMatchObject({ code: 'METEO_NOTHING_TO_POST', messageKey: 'meteo.nothingToPost' });
    await api.editMeteoDay(key, day, { kind: 'precipitationType', precipitationType: 'Regen' });
    expect(await typedMeteoRows(api, key)).toEqual([{ day, time: '07:00', precipitation: null, precipitationType: 'Regen' }]);
  });
});

describe('issue 10: a second tab on the same month', () => {
  test('an edit in one tab is pushed to the other tab subscribed to the month', async () => {
    const databaseName = uniqueDatabaseName('meteo-tabs');
    const key = table('100309');
    const [one, two] = [await startWorker({ databaseName }), await startWorker({ databaseName })];
    const [day] = editableDays(opened(await one.api.openMeteoMonth(key)));
    const pushed: MeteoMonth[] = [];
    await two.api.subscribe({ kind: 'meteo', table: key }, proxy((view: TopicView<Topic>) => void pushed.push(view as MeteoMonth)));
    expect(pushed).toHaveLength(1);

    await one.api.editMeteoDay(key, day, { kind: 'value', field: 'snowHeight', value: 42 });
    await expect.poll(() => opened(pushed.at(-1)!).days.find((shown) => shown.row.day === day)?.row.snowHeight).toBe(42);
  });
});

describe('spec entry.md §5 Meteo post', () => {
  test('a post answered 500 keeps the rows and the copy; the next post sends the same instanceId, the day turns read-only', async () => {
    const server = faultyServer('meteo-post');
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('meteo-post'), apiBase: server.apiBase });
    const key = table('100308');
    const [day] = editableDays(opened(await api.openMeteoMonth(key)));
    await api.editMeteoDay(key, day, { kind: 'zero', field: 'precipitation' });
    expect((await api.editMeteoDay(key, day, { kind: 'value', field: 'airTemperature', value: 1.5 })).canPost).toBe(true);

    const postPath = apiPaths.postMeasureRound(METEO_ROUND_ID);
    await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'refuse' });
    await expect(api.postMeteoMonth(key)).rejects.toMatchObject({ code: 'HTTP', status: 500 });
    expect(await typedMeteoRows(api, key)).toEqual([expect.objectContaining({ day, precipitation: 0, airTemperature: 1.5 })]);
    const kept = await api.listOfflineRounds();
    expect(kept).toEqual([expect.objectContaining({ onlineEntry: true })]);

    const { count, view } = await api.postMeteoMonth(key);
    expect(count).toBe(4);
    expect(await server.requestCount('POST', postPath)).toBe(3);
    expect((await archivedRound(kept[0].instanceId)).instanceId).toBe(kept[0].instanceId);
    expect(opened(view).days.find((shown) => shown.row.day === day)).toMatchObject({ editable: false, row: { airTemperature: 1.5 } });
    expect(await api.listOfflineRounds()).toEqual([]);
    expect(await typedMeteoRows(api, key)).toEqual([]);
    expect(await hasUnsentDraft(api, key)).toBe(false);
  }, 30_000);
});

describe('issue 10: two tabs post the same month', () => {
  test('posts of one month are serialised across tabs (Web Lock): one sends the day, the other is refused with METEO_NOTHING_TO_POST', async () => {
    const server = faultyServer('meteo-two-posts');
    const databaseName = uniqueDatabaseName('meteo-two-posts');
    const key = table('100302');
    const [one, two] = [await startWorker({ databaseName, apiBase: server.apiBase }), await startWorker({ databaseName, apiBase: server.apiBase })];
    const [day] = editableDays(opened(await one.api.openMeteoMonth(key)));
    await one.api.editMeteoDay(key, day, { kind: 'zero', field: 'precipitation' });
    await one.api.editMeteoDay(key, day, { kind: 'value', field: 'airTemperature', value: 0.5 });
    opened(await two.api.openMeteoMonth(key));

    const results = await Promise.allSettled([one.api.postMeteoMonth(key), two.api.postMeteoMonth(key)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toEqual([{ status: 'fulfilled', value: expect.objectContaining({ count: 4 }) }]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([
      { status: 'rejected', reason: expect.objectContaining({ code: 'METEO_NOTHING_TO_POST' }) },
    ]);
    expect(await server.requestCount('POST', apiPaths.postMeasureRound(METEO_ROUND_ID))).toBe(1);
    expect(opened(await two.api.openMeteoMonth(key)).days.find((shown) => shown.row.day === day)?.editable).toBe(false);
  }, 30_000);
});

describe('issue 10: drafts kept before', () => {
  test('a draft an earlier version left in localStorage is handed over once; a newer draft of the worker wins', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('meteo-legacy') });
    const [day, nextDay] = editableDays(opened(await api.openMeteoMonth(table('100301'))));
    const row = { day, time: '07:30', airTemperature: 4.5, remark: 'keine Messung' };
    await api.handOverLegacyStorage({
      onlineSessions: {},
      meteoDrafts: { [`402:100301:${month}`]: JSON.stringify([row, { day: nextDay, time: '07:00' }]), [`402:100302:${month}`]: '{kaputt' },
    });
    expect(await typedMeteoRows(api, table('100301'))).toEqual([row]);
    expect(await typedMeteoRows(api, table('100302'))).toEqual([]);
    expect(await hasUnsentDraft(api, table('100302'))).toBe(false);
    await api.handOverLegacyStorage({ onlineSessions: {}, meteoDrafts: { [`402:100301:${month}`]: JSON.stringify([{ ...row, airTemperature: 9 }]) } });
    expect(await typedMeteoRows(api, table('100301'))).toEqual([row]);
  });

  test('a database of schema version 1 is upgraded: its offline copies stay, the drafts store is added', async () => {
    const databaseName = uniqueDatabaseName('meteo-upgrade');
    const round: OfflineRound = {
      instanceId: asInstanceId('f3a1c2d4-0000-4000-8000-000000000001'),
      creationTime: '2026-11-02T06:00:00.000Z',
      mrId: asMrId(402),
      mrName: 'Niederschlag Ötztal und Pitztal',
      mrGroup: 'Meteo',
      entries: [],
    };
    const old = await openDB<HweDb>(databaseName, 1, { upgrade: (db, _old, _new, upgrade) => migrations[0](db, upgrade) });
    await old.put('rounds', round);
    old.close();

    const { api } = await startWorker({ databaseName });
    expect((await api.listOfflineRounds()).map((summary) => summary.instanceId)).toEqual([round.instanceId]);
    const [day] = editableDays(opened(await api.openMeteoMonth(table('100301'))));
    const row = { day, time: '07:00', precipitation: 2 };
    await api.handOverLegacyStorage({ onlineSessions: {}, meteoDrafts: { [`402:100301:${month}`]: JSON.stringify([row]) } });
    expect(await typedMeteoRows(api, table('100301'))).toEqual([row]);
    const upgraded = await openDB<HweDb>(databaseName);
    expect(upgraded.version).toBe(migrations.length);
    upgraded.close();
  });
});
