import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { DEFAULT_SETTINGS } from '../../../src/shared/config/settings';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, UNREACHABLE_API } from './start-worker';

stopWorkersAfterEachTest();
const worker = async (...args: Parameters<typeof startWorker>) => (await startWorker(...args)).api;

describe('spec entry.md §7 GET /measure-round through the real worker', () => {
  test('lists the server groups with the Date header as version and caches them in IndexedDB', async () => {
    const databaseName = uniqueDatabaseName('groups');
    const online = await worker({ databaseName });
    const before = Date.now();
    const list = await online.listGroups();
    expect(list.fromCache).toBe(false);
    expect(list.storageFull).toBe(false);
    expect(list.groups.length).toBeGreaterThan(0);
    for (const group of list.groups) expect(group).toMatchObject({ mrId: expect.anything(), mrName: expect.any(String), mrGroup: expect.any(String) });
    // the HTTP Date header has second resolution
    expect(Date.parse(list.version!)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(Date.parse(list.version!)).toBeLessThanOrEqual(Date.now() + 1000);

    // spec: when the server can't be reached the stored list is used
    const offline = await worker({ databaseName, apiBase: UNREACHABLE_API });
    expect(await offline.listGroups()).toEqual({ groups: list.groups, version: list.version, versionAge: 'ok', dataVersionAge: 'warning', fromCache: true, storageFull: false, skipped: [] });
  });

  test('spec §8: neither server nor local storage gives "Could not load tours from the server nor from local storage"', async () => {
    const offline = await worker({ databaseName: uniqueDatabaseName('nogroups'), apiBase: UNREACHABLE_API });
    await expect(offline.listGroups()).rejects.toMatchObject({
      code: 'NO_GROUPS',
      message: 'Could not load tours from the server nor from local storage',
    });
  });
});

describe('spec entry.md §7 GET /config and GET /info through the real worker', () => {
  test('config is merged over the §9 defaults and the stored copy is used when the server fails', async () => {
    const databaseName = uniqueDatabaseName('config');
    const online = await (await worker({ databaseName })).getConfig();
    expect(online.photoMaxSize).toBeGreaterThan(0);
    expect(online.defaultTime).toMatch(/^\d\d:\d\d$/);

    const offline = await (await worker({ databaseName, apiBase: UNREACHABLE_API })).getConfig();
    expect(offline).toEqual(online);
  });

  test('without server and stored copy the spec defaults apply (defaultTime 12:00, photoMaxSize 6000, locale de)', async () => {
    const settings = await (await worker({ databaseName: uniqueDatabaseName('noconfig'), apiBase: UNREACHABLE_API })).getConfig();
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings).toMatchObject({ defaultTime: '12:00', photoMaxSize: 6000, photoJpegQuality: 0.5, locale: 'de', mode: 1 });
  });

  test('issue 14: config screen settings that break their schema are refused as VALIDATION; the stored ones stay', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('badlocal'), apiBase: UNREACHABLE_API });
    await api.saveLocalSettings({ mode: 2, historyYears: 5 });
    for (const bad of [{ historyYears: Number.NaN }, { historyYears: 31 }, { defaultTime: '9 Uhr' }, { mode: 3 }]) {
      await expect(api.saveLocalSettings(bad as never)).rejects.toMatchObject({ code: 'VALIDATION', field: Object.keys(bad)[0] });
    }
    expect(await api.getLocalSettings()).toEqual({ mode: 2, historyYears: 5 });
    expect(await api.getConfig()).toMatchObject({ mode: 2, historyYears: 5 });
  });

  test('server info names the server and its API version', async () => {
    const info = await (await worker({ databaseName: uniqueDatabaseName('info') })).getServerInfo();
    expect(info).toMatchObject({ version: expect.any(String), apiVersion: expect.any(String), isAdmin: expect.any(Boolean) });
  });
});

describe('issue 13, the start on a slow network: a server that neither answers nor fails', () => {
  test('at the start the stored list is answered after 3 s, marked as stored; the late answer is stored for the next start', async () => {
    const server = faultyServer('slow-start-list');
    const databaseName = uniqueDatabaseName('slow-start-list');
    const api = await worker({ databaseName, apiBase: server.apiBase });
    const stored = await api.listGroups();
    await server.failNext({ method: 'GET', path: apiPaths.measureRounds(), times: 1, mode: 'hold' });
    const asked = performance.now();
    const atStart = await api.listGroups({ atStart: true });
    expect(performance.now() - asked).toBeGreaterThanOrEqual(3000);
    expect(atStart).toMatchObject({ groups: stored.groups, fromCache: true });

    await server.release();
    await expect.poll(() => server.answeredCount('GET', apiPaths.measureRounds())).toBe(2);
    const offline = await worker({ databaseName, apiBase: UNREACHABLE_API });
    await expect.poll(async () => (await offline.listGroups()).version).not.toBe(stored.version);
  });

  test('a logout while the start waits: the late list and server info are neither kept nor stored for the next user', async () => {
    const server = faultyServer('slow-start-logout');
    const databaseName = uniqueDatabaseName('slow-start-logout');
    const api = await worker({ databaseName, apiBase: server.apiBase });
    await api.listGroups();
    await api.getServerInfo();
    for (const path of [apiPaths.measureRounds(), apiPaths.info()]) await server.failNext({ method: 'GET', path, times: 1, mode: 'hold' });
    expect(await api.listGroups({ atStart: true })).toMatchObject({ fromCache: true });
    await api.getServerInfo({ atStart: true });

    await api.purgePersonalData([]);
    await server.release();
    await expect.poll(() => server.answeredCount('GET', apiPaths.measureRounds())).toBe(2);
    await expect.poll(() => server.answeredCount('GET', apiPaths.info())).toBe(2);
    const offline = await worker({ databaseName, apiBase: UNREACHABLE_API });
    await expect(offline.listGroups()).rejects.toMatchObject({ code: 'NO_GROUPS' });
    await expect(offline.getServerInfo()).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
