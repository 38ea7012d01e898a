import { asInstanceId } from '../../../src/shared/contract/ids';
import { subDays } from 'date-fns';
import { describe, expect, test } from 'vitest';
import type { TimeseriesMetadataAtResponse } from '../../../src/shared/api';
import { demoRoundId, editedRoundView, keyAt, numberRows, storedRoundView } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, UNREACHABLE_API, type StartedWorker } from './start-worker';
import { historyOf } from './read-topic';

stopWorkersAfterEachTest();

/** a day no timeseries has a reading on */
const FAR_FUTURE = new Date(Date.now() + 400 * 86_400_000).toISOString();

/** what the server answers for one timeseries at one entry date */
async function serverMetadata(tsId: string, dt: string) {
  const response = await fetch(`/hwe-api/v2/timeseries/metadata?dt=${encodeURIComponent(dt)}&tsId=${encodeURIComponent(tsId)}`, {
    headers: { Accept: 'application/json' },
  });
  return ((await response.json()) as TimeseriesMetadataAtResponse)[tsId];
}

/** an offline copy with a date (three days ago, no value) on the first number row */
async function copyWithDatedRow(api: StartedWorker['api']) {
  const view = await api.createOfflineRound(await demoRoundId(api));
  const [row] = numberRows(view);
  const dt = subDays(new Date(), 3).toISOString();
  const entryKey = keyAt(view, row);
  await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey, patch: { dt } }]);
  return { instanceId: view.round.instanceId, row, entryKey, dt, tsId: view.round.entries[row].tsId };
}

describe('spec entry.md §7 update of timeseries values for entries with a date; §2 row colour info (same day)', () => {
  test('a loaded group carries tsData; a dated entry gets the metadata relative to its date and shows as info', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('tsdata') });
    const created = await api.createOfflineRound(await demoRoundId(api));
    const [first] = numberRows(created);
    expect(created.round.entries[first].tsData?.last?.dt).toBeDefined();

    const { instanceId, row, entryKey, dt, tsId } = await copyWithDatedRow(api);
    // first a date without readings, so the update to the dated reading day surely changes the copy
    await editedRoundView(api, instanceId, [{ kind: 'entry', entryKey, patch: { dt: FAR_FUTURE } }]);
    await api.updateTimeseriesData(instanceId);
    expect((await storedRoundView(api, instanceId)).round.entries[row].tsData?.sameDay).toBe(false);

    await editedRoundView(api, instanceId, [{ kind: 'entry', entryKey, patch: { dt } }]);
    expect(await api.updateTimeseriesData(instanceId)).toBe(true);
    const updated = await storedRoundView(api, instanceId);
    expect(updated.round.entries[row].tsData).toEqual(await serverMetadata(tsId, dt));
    expect(updated.round.entries[row].tsData?.sameDay).toBe(true);
    expect(updated.rows[row].status).toBe('info');
    // asking again changes nothing
    expect(await api.updateTimeseriesData(instanceId)).toBe(false);
  });

  test('a date without a reading that day is not info; offline the local history gives the same answer as the server', async () => {
    const databaseName = uniqueDatabaseName('tsdata-offline');
    const online = await startWorker({ databaseName });
    const { instanceId, row, entryKey, dt, tsId } = await copyWithDatedRow(online.api);
    await historyOf(online.api, [tsId]); // the local history, as the preload keeps it
    // asked at once: other test files post to the same shared server, so a later answer may hold newer values
    const serverAtHistoryTime = await serverMetadata(tsId, dt);
    await editedRoundView(online.api, instanceId, [{ kind: 'entry', entryKey, patch: { dt: FAR_FUTURE } }]);
    await online.api.updateTimeseriesData(instanceId);
    const fromServer = await storedRoundView(online.api, instanceId);
    expect(fromServer.round.entries[row].tsData?.sameDay).toBe(false);
    expect(fromServer.rows[row].status).toBe('');
    online.terminate();

    const offline = await startWorker({ databaseName, apiBase: UNREACHABLE_API });
    await editedRoundView(offline.api, instanceId, [{ kind: 'entry', entryKey, patch: { dt } }]);
    expect(await offline.api.updateTimeseriesData(instanceId)).toBe(true);
    const fromHistory = await storedRoundView(offline.api, instanceId);
    expect(fromHistory.round.entries[row].tsData).toEqual(serverAtHistoryTime);
    expect(fromHistory.rows[row].status).toBe('info');
  });

  test('offline without local history nothing changes and nothing fails', async () => {
    const databaseName = uniqueDatabaseName('tsdata-none');
    const online = await startWorker({ databaseName });
    const { instanceId, row } = await copyWithDatedRow(online.api);
    const before = (await storedRoundView(online.api, instanceId)).round.entries[row].tsData;
    online.terminate();
    const offline = await startWorker({ databaseName, apiBase: UNREACHABLE_API });
    expect(await offline.api.updateTimeseriesData(instanceId)).toBe(false);
    expect((await storedRoundView(offline.api, instanceId)).round.entries[row].tsData).toEqual(before);
    await expect(offline.api.updateTimeseriesData(asInstanceId('no-such-copy'))).rejects.toMatchObject({ message: 'Group no-such-copy does not exist!' });
  });
});
