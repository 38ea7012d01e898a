// issue 10 (docs/decisions/worker.md, Logout purges the device): on a shared device the next user sees nothing of the last one. Besides
// IndexedDB and Cache Storage, the worker drops what it kept in memory of the user's work: an open CSV file, the meteo
// months and the remarks screen's round are asked from the server again after the logout, never answered from memory.
import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { asMrId } from '../../../src/shared/contract/ids';
import { mezToday } from '../../../src/shared/rules/meteo-rows';
import type { CsvColumns, MeteoDraftKey, MeteoMonthView } from '../../../src/shared/contract';
import { DEMO_ROUND_NAME } from './round-helpers';
import { readTopic } from './read-topic';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

const METEO_ROUND_ID = asMrId('402'); // history ends 5 days before today: those days are editable
const COLUMNS: CsvColumns = { dateColumn: 0, timeColumn: -1, valueColumn: 1, remarkColumn: -1, startRow: 0, dateTimeFormat: 'dd.MM.yyyy HH:mm' };

describe('issue 10 logout: the worker keeps nothing of the last user in memory', () => {
  test('after purgePersonalData the open CSV is closed, and the meteo month and the remarks are read from the server again', async () => {
    const server = faultyServer('logout-memory');
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('logout-memory'), apiBase: server.apiBase });
    const csv = await api.openCsv('01.03.2024 07:00;12,5\n02.03.2024 07:00;13,0\n', COLUMNS);
    expect(await api.csvPreview(csv.importId, 0)).toHaveLength(2);

    const key: MeteoDraftKey = { mrId: METEO_ROUND_ID, staNumber: '100303', month: mezToday(new Date()).slice(0, 7) };
    const month = (await api.openMeteoMonth(key)) as MeteoMonthView;
    const day = month.days.find((shown) => shown.editable)!.row.day;
    await (await readTopic(api, { kind: 'analysis-remarks', groupName: DEMO_ROUND_NAME })).finished;
    const refiltered = async () => (await readTopic(api, { kind: 'analysis-remarks', groupName: DEMO_ROUND_NAME, filter: 'neu' })).finished;
    // while the user works, an edit and a new remark filter answer from what the worker holds
    const meteoGroupReads = () => server.requestCount('GET', apiPaths.measureRound(METEO_ROUND_ID));
    const roundListReads = () => server.requestCount('GET', apiPaths.measureRounds());
    const [meteoBefore, listBefore] = [await meteoGroupReads(), await roundListReads()];
    await api.editMeteoDay(key, day, { kind: 'value', field: 'airTemperature', value: 1.5 });
    await refiltered();
    expect([await meteoGroupReads(), await roundListReads()]).toEqual([meteoBefore, listBefore]);

    // issue 34: the typed meteo value is unsent: logout deletes it only once confirmed
    await expect(api.purgePersonalData([])).rejects.toMatchObject({ code: 'UNSENT_COPIES' });
    const unsent = await api.listUnsent();
    expect(unsent).toEqual([expect.objectContaining({ kind: 'meteoDraft', id: `meteo:${key.mrId}/${key.staNumber}/${key.month}`, detail: `${key.staNumber} ${key.month}` })]);
    await api.purgePersonalData(unsent.map((item) => item.id));

    await expect(api.csvPreview(csv.importId, 0)).rejects.toMatchObject({ code: 'CSV_NOT_OPEN' });
    await api.editMeteoDay(key, day, { kind: 'value', field: 'airTemperature', value: 2 });
    expect(await meteoGroupReads()).toBe(meteoBefore + 1);
    await refiltered();
    expect(await roundListReads()).toBe(listBefore + 1);
  });
});
