import { describe, expect, test } from 'vitest';
import { demoRoundId, storedAsFile } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

const DAY_MS = 86_400_000;

describe('issue 10: the group selection marks come from the real worker (spec entry.md §2, §9)', () => {
  test('§9 an offline copy is expired after 7 days: the list says so, a copy of today is not', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('copy-expiry') });
    const mrId = await demoRoundId(api);
    const fresh = await api.createOfflineRound(mrId);
    const old = await api.createOfflineRound(mrId);
    await storedAsFile(api, { ...old.round, creationTime: new Date(Date.now() - 7 * DAY_MS - 60_000).toISOString() });
    const listed = await api.listOfflineRounds();
    const expired = (instanceId: string) => listed.find((copy) => copy.instanceId === instanceId)?.expired;
    expect(expired(fresh.round.instanceId)).toBe(false);
    expect(expired(old.round.instanceId)).toBe(true);
  });

  test('§2 the group list answered now is under 3 hours old (ok); no preload yet: the value data version is unknown (warning)', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('version-age') });
    const list = await api.listGroups();
    expect(list.version).toBeDefined();
    expect(list.versionAge).toBe('ok');
    expect(list.dataVersion).toBeUndefined();
    expect(list.dataVersionAge).toBe('warning');
  });
});
