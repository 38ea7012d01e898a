// issue 10: the online screens' session → copy map lives in the worker (IndexedDB), not in localStorage; docs/decisions/online-input.md
// "Online entry works on an offline copy": the copy is reused when the screen opens again (also after a reload), a
// copy without any reading is deleted when the screen closes, a posted copy makes the next opening start afresh.
import type { InstanceId } from '../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import { handOverLegacyStorage } from '../../../src/ui/state/legacy-storage';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue, storedRoundView } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

async function fillOneRow(api: Awaited<ReturnType<typeof startWorker>>['api'], instanceId: InstanceId): Promise<void> {
  const view = await storedRoundView(api, instanceId);
  const [row] = numberRows(view);
  await editedRoundView(api, instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: plausibleValue(view, row) } }]);
}

describe('issue 10: online sessions are kept by the worker', () => {
  test('a screen reopened, also by a new worker after a reload, edits the same copy; another screen gets its own', async () => {
    const databaseName = uniqueDatabaseName('online-session');
    const first = await startWorker({ databaseName });
    const mrId = await demoRoundId(first.api);
    const session = `stations:${mrId}:2026-11-23`;
    const instanceId = await first.api.openOnlineSession(session, mrId);
    expect(await first.api.openOnlineSession(session, mrId)).toBe(instanceId);
    expect((await storedRoundView(first.api, instanceId)).round).toMatchObject({ mrId, onlineEntry: true });
    await fillOneRow(first.api, instanceId);
    first.terminate();

    const reloaded = await startWorker({ databaseName });
    expect(await reloaded.api.openOnlineSession(session, mrId)).toBe(instanceId);
    expect(await reloaded.api.openOnlineSession(`hydro:${mrId}`, mrId)).not.toBe(instanceId);
  });

  test('closing keeps a copy with a reading and deletes one without; the next opening then starts a new copy', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('online-close') });
    const mrId = await demoRoundId(api);
    const filled = await api.openOnlineSession(`hydro:${mrId}`, mrId);
    await fillOneRow(api, filled);
    await api.closeOnlineSession(`hydro:${mrId}`);
    expect(await api.openOnlineSession(`hydro:${mrId}`, mrId)).toBe(filled);

    const session = `stations:${mrId}:2026-11-22`;
    const empty = await api.openOnlineSession(session, mrId);
    await api.closeOnlineSession(session);
    await expect(storedRoundView(api, empty)).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND' });
    const next = await api.openOnlineSession(session, mrId);
    expect(next).not.toBe(empty);
  });

  test('after the post of the copy the screen starts afresh with a new copy', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('online-post') });
    const mrId = await demoRoundId(api);
    const session = `stations:${mrId}:2026-11-21`;
    const instanceId = await api.openOnlineSession(session, mrId);
    await fillOneRow(api, instanceId);
    await editedRoundView(api, instanceId, [{ kind: 'printed' }]);
    expect(await api.postRound(instanceId)).toMatchObject({ count: 1 });
    expect(await api.openOnlineSession(session, mrId)).not.toBe(instanceId);
  });

  test('two tabs opening the same screen at once share one copy (the session Web Lock)', async () => {
    const databaseName = uniqueDatabaseName('online-two-tabs');
    const [tabA, tabB] = await Promise.all([startWorker({ databaseName }), startWorker({ databaseName })]);
    const mrId = await demoRoundId(tabA.api);
    const [a, b] = await Promise.all([tabA.api.openOnlineSession(`hydro:${mrId}`, mrId), tabB.api.openOnlineSession(`hydro:${mrId}`, mrId)]);
    expect(a).toBe(b);
    expect((await tabA.api.listOfflineRounds()).filter((copy) => copy.onlineEntry)).toHaveLength(1);
  });

  test('a session an earlier version kept in localStorage is handed over once: the screen finds its copy, the key is removed', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('online-legacy') });
    const mrId = await demoRoundId(api);
    const { round } = await api.createOfflineRound(mrId, { onlineEntry: true });
    await fillOneRow(api, round.instanceId);
    const legacyKey = `hwe-online-session:hydro:${mrId}`;
    localStorage.setItem(legacyKey, round.instanceId);
    try {
      await handOverLegacyStorage(api);
      expect(localStorage.getItem(legacyKey)).toBeNull();
      expect(await api.openOnlineSession(`hydro:${mrId}`, mrId)).toBe(round.instanceId);
    } finally {
      localStorage.removeItem(legacyKey);
    }
  });
});
