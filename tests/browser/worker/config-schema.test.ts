// issue 34: settings from the server and from the device are read through their schema. A /config with `locale: 7`
// once left the app at "Wird geladen …" (online, and offline from the stored copy); now the field falls back alone.
import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, UNREACHABLE_API } from './start-worker';

stopWorkersAfterEachTest();

describe('issue 34 a bad setting never blanks the app', () => {
  test('/config with locale: 7 gives the default locale and keeps the other fields, online and offline from the stored copy', async () => {
    const server = faultyServer('bad-locale');
    const databaseName = uniqueDatabaseName('bad-locale');
    const body = JSON.stringify({ locale: 7, showArchive: true, csvImporter: { startRow: 4, dateTimeFormat: ['x'] } });
    await server.failNext({ method: 'GET', path: apiPaths.config(), times: 1, mode: 'answer', body });
    const online = await startWorker({ databaseName, apiBase: server.apiBase });
    const settings = await online.api.getConfig();
    expect(settings).toMatchObject({ locale: 'de', showArchive: true, csvImporter: { startRow: 4, dateTimeFormat: 'dd.MM.yyyy HH:mm' } });
    online.terminate();

    const offline = await startWorker({ databaseName, apiBase: UNREACHABLE_API });
    expect(await offline.api.getConfig()).toMatchObject({ locale: 'de', showArchive: true, csvImporter: { startRow: 4 } });
  });
});
