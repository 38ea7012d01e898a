import { describe, expect, test } from 'vitest';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';
import { refreshedPage } from './archive-helpers';
import { asInstanceId } from '../../../src/shared/contract/ids';

stopWorkersAfterEachTest();
const worker = async (...args: Parameters<typeof startWorker>) => (await startWorker(...args)).api;

describe('archive.md §7 calls through the real worker', () => {
  test('completed rounds: list, one round, its PDF; a refused decision post carries status text and body', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('archive') });
    // a round of this test's own, so the demo archive other tests read stays as it is
    const view = await api.createOfflineRound(await demoRoundId(api));
    const [a] = numberRows(view);
    await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, a), patch: { value: plausibleValue(view, a) } }]);
    await api.postRound(view.round.instanceId);

    const list = await refreshedPage(api);
    expect(list.rows.map((completed) => completed.instanceId)).toContain(view.round.instanceId);
    expect(list.skipped).toEqual([]);
    const { round } = await api.openArchiveRound(view.round.instanceId, 'de');
    expect(round.entries.length).toBe(1);

    const pdf = await api.getCompletedRoundPdf(view.round.instanceId, 'de');
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // spec §7: a refused post is an error with status text and body (this round needs no decision; issue 33: coded)
    await expect(api.decideArchiveRound(view.round.instanceId, 'Sperrenwart')).rejects.toMatchObject({
      code: 'DECISION_TAKEN',
      status: 409,
      statusText: 'Conflict',
      message: 'Decision 1 is not required',
      decided: { stage: 1 },
      detail: expect.stringContaining('"status":409'),
    });
  });

  test('a completed round that does not exist raises the not-found condition', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('archive404') });
    await expect(api.openArchiveRound(asInstanceId('does-not-exist'), 'de')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  test('permissions: roles, users and permissions for the administrator', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('permissions') });
    const permissions = await api.openPermissions({});
    expect(permissions.roles).toEqual(expect.arrayContaining(['HANDEINGABE_OBSERVE', 'HANDEINGABE_RESPONSIBLE1', 'HANDEINGABE_RESPONSIBLE2']));
    expect(permissions.choices.users.length).toBeGreaterThan(0);
  });
});

describe('spec entry.md §7 meters and facility models: cached, loaded only when their setting is on', () => {
  test('discharge meters only with showDischargeMeters, facility models only with loadStationFacilityModels; stored copies offline', async () => {
    const databaseName = uniqueDatabaseName('reference');
    const api = await worker({ databaseName });
    await api.saveLocalSettings({ showDischargeMeters: false, loadStationFacilityModels: false });
    expect(await api.getDischargeMeters()).toEqual([]);
    expect(await api.getFacilityModels()).toEqual([]);
    await api.saveLocalSettings({ showDischargeMeters: true, loadStationFacilityModels: true });
    const models = await api.getFacilityModels();
    expect(models.length).toBeGreaterThan(0);
    const meters = await api.getDischargeMeters();
    expect(meters.length).toBeGreaterThan(0);
    expect(meters[0].calibrations.length).toBeGreaterThan(0);

    const offline = await worker({ databaseName, apiBase: 'http://127.0.0.1:1' });
    expect(await offline.getDischargeMeters()).toEqual(meters);
    expect(await offline.getFacilityModels()).toEqual(models);
  });

  test('storage status reports persistence and the quota estimate', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('storage') });
    const status = await api.getStorageStatus();
    expect(typeof status.persisted).toBe('boolean');
    expect(status.quotaBytes).toBeGreaterThan(0);
  });
});
