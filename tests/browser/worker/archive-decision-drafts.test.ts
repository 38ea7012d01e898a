// issue 10 "nothing typed is ever lost": the decisions being made on an archived round (spec archive.md §4) are kept
// in IndexedDB by the real worker until their post succeeds; a reload (a new worker on the same database) finds them,
// a 500 from the post keeps them, logout removes them, a stored draft that breaks its schema is skipped and reported.
// The team name typed for the decision post (archive.md §3 decision1Team/decision2Team, posted by §4's submit) is kept
// in the same draft.
import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import type { ArchiveRoundView } from '../../../src/shared/contract';
import type { InstanceId } from '../../../src/shared/contract/ids';
import { EVENT_TS_ID, NO_TS_ID, postRoundWithEvent } from '../ui/archive/round-in-archive';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';
import { archivedRound } from './archive-on-server';

stopWorkersAfterEachTest();

const row = (view: ArchiveRoundView, tsId: string) => view.entries.find((entry) => entry.entry.tsId === tsId)!;

/** A round in the archive and a worker on a database of its own, through the fault proxy. */
async function roundToDecide(label: string) {
  const server = faultyServer(label);
  const databaseName = uniqueDatabaseName(label);
  const { api, terminate } = await startWorker({ databaseName, apiBase: server.apiBase });
  const instanceId = await postRoundWithEvent(api);
  /** the app reloaded: a new worker on the same device */
  const reload = async () => {
    terminate();
    return (await startWorker({ databaseName, apiBase: server.apiBase })).api;
  };
  const storedDrafts = async () => {
    const db = await openDB(databaseName);
    const count = await db.count('archiveDrafts');
    db.close();
    return count;
  };
  return { server, databaseName, api, instanceId, reload, storedDrafts };
}

async function decideEvent(api: Awaited<ReturnType<typeof roundToDecide>>['api'], instanceId: InstanceId) {
  const view = await api.openArchiveRound(instanceId, 'de');
  await api.editArchiveDecision(instanceId, row(view, EVENT_TS_ID).index, { decision1Value: 'FURTHER_ASSESSMENT', decision1Remark: { text: 'Riss beobachten' } });
  return api.editArchiveDecision(instanceId, row(view, NO_TS_ID).index, { decision1Value: 'UNCRITICAL' });
}

describe('issue 10: unsaved archive decisions (spec archive.md §4) survive a reload', () => {
  test('after a reload the detail opens with the decisions and remark typed; after the post the draft is gone', async () => {
    const { api, instanceId, reload, storedDrafts } = await roundToDecide('decision-draft-reload');
    expect((await decideEvent(api, instanceId)).progress).toEqual({ decided: 2, relevant: 2, ratio: 1 });

    const reloaded = await reload();
    const restored = await reloaded.openArchiveRound(instanceId, 'de');
    expect(restored.progress).toEqual({ decided: 2, relevant: 2, ratio: 1 });
    expect(row(restored, EVENT_TS_ID).decisions[0]).toMatchObject({ stage: 1, value: 'FURTHER_ASSESSMENT', remark: 'Riss beobachten' });
    expect(row(restored, NO_TS_ID).decisions[0]).toMatchObject({ stage: 1, value: 'UNCRITICAL' });
    // a choice taken back is kept as taken back
    await reloaded.editArchiveDecision(instanceId, row(restored, NO_TS_ID).index, { decision1Value: undefined });
    const again = await (await reload()).openArchiveRound(instanceId, 'de');
    expect(again.progress).toEqual({ decided: 1, relevant: 2, ratio: 0.5 });
    expect(row(again, NO_TS_ID).decisions[0].value).toBe('');

    const last = await reload();
    await last.openArchiveRound(instanceId, 'de');
    await last.decideArchiveRound(instanceId, 'Sperrenwart');
    expect(await storedDrafts()).toBe(0);
    const posted = await archivedRound(instanceId);
    expect(posted.entries.find((entry) => entry.tsId === EVENT_TS_ID)).toMatchObject({ decision1Value: 'FURTHER_ASSESSMENT', decision1Remark: { text: 'Riss beobachten' } });
    // stage 2 now: nothing of the draft is laid over it
    const stage2 = await (await reload()).openArchiveRound(instanceId, 'de');
    expect(stage2.stage).toBe(2);
    expect(stage2.progress).toEqual({ decided: 0, relevant: 1, ratio: 0 });
  });

  test('a 500 from the post keeps the draft (also after a reload); the next post sends it and removes it', async () => {
    const { server, api, instanceId, reload, storedDrafts } = await roundToDecide('decision-draft-500');
    await decideEvent(api, instanceId);
    await server.failNext({ method: 'POST', path: apiPaths.completedRound(instanceId), times: 1, mode: 'refuse' });
    await expect(api.decideArchiveRound(instanceId, 'Sperrenwart')).rejects.toMatchObject({ code: 'HTTP', status: 500 });
    expect(await storedDrafts()).toBe(1);

    const reloaded = await reload();
    const restored = await reloaded.openArchiveRound(instanceId, 'de');
    expect(row(restored, EVENT_TS_ID).decisions[0]).toMatchObject({ value: 'FURTHER_ASSESSMENT', remark: 'Riss beobachten' });
    await reloaded.decideArchiveRound(instanceId, 'Sperrenwart');
    expect(await storedDrafts()).toBe(0);
    expect((await archivedRound(instanceId)).decision1Team).toBe('Sperrenwart');
  });

  test('the team name typed for the post survives a reload and a 500, and is gone after the post', async () => {
    const { server, api, instanceId, reload, storedDrafts } = await roundToDecide('decision-draft-team');
    expect((await api.openArchiveRound(instanceId, 'de')).team).toBeUndefined();
    await api.editArchiveTeam(instanceId, 'Sperrenwart Nord');

    const reloaded = await reload();
    expect((await reloaded.openArchiveRound(instanceId, 'de')).team).toBe('Sperrenwart Nord');
    await decideEvent(reloaded, instanceId);
    await reloaded.editArchiveTeam(instanceId, 'Sperrenwart Süd');
    await server.failNext({ method: 'POST', path: apiPaths.completedRound(instanceId), times: 1, mode: 'refuse' });
    await expect(reloaded.decideArchiveRound(instanceId, 'Sperrenwart Süd')).rejects.toMatchObject({ code: 'HTTP', status: 500 });

    const afterFailure = await reload();
    const restored = await afterFailure.openArchiveRound(instanceId, 'de');
    expect(restored.team).toBe('Sperrenwart Süd');
    expect(restored.progress).toEqual({ decided: 2, relevant: 2, ratio: 1 });
    await afterFailure.decideArchiveRound(instanceId, restored.team!);
    expect(await storedDrafts()).toBe(0);
    expect((await archivedRound(instanceId)).decision1Team).toBe('Sperrenwart Süd');
    expect((await (await reload()).openArchiveRound(instanceId, 'de')).team).toBeUndefined();
  });

  test('a draft stored before the team was kept (no team field) still restores its decisions', async () => {
    const { api, databaseName, instanceId, reload } = await roundToDecide('decision-draft-older');
    await decideEvent(api, instanceId);
    await api.editArchiveTeam(instanceId, 'Sperrenwart');
    const db = await openDB(databaseName);
    const { team, ...older } = await db.get('archiveDrafts', instanceId);
    expect(team).toBe('Sperrenwart');
    await db.put('archiveDrafts', older);
    db.close();

    const reloaded = await reload();
    const restored = await reloaded.openArchiveRound(instanceId, 'de');
    expect(restored.team).toBeUndefined();
    expect(restored.progress).toEqual({ decided: 2, relevant: 2, ratio: 1 });
    expect(row(restored, EVENT_TS_ID).decisions[0]).toMatchObject({ value: 'FURTHER_ASSESSMENT', remark: 'Riss beobachten' });
    expect(await reloaded.listUnreadableRecords()).toEqual([]);
  });

  test('logout removes the draft with the other personal data', async () => {
    const { api, instanceId, reload, storedDrafts } = await roundToDecide('decision-draft-logout');
    await decideEvent(api, instanceId);
    expect(await storedDrafts()).toBe(1);
    await api.purgePersonalData([]);
    expect(await storedDrafts()).toBe(0);
    const reopened = await (await reload()).openArchiveRound(instanceId, 'de');
    expect(reopened.progress).toEqual({ decided: 0, relevant: 2, ratio: 0 });
  });

  test('a round decided elsewhere meanwhile drops the draft made on its earlier state', async () => {
    const { server, api, instanceId, reload, storedDrafts } = await roundToDecide('decision-draft-stale');
    await decideEvent(api, instanceId);
    const otherDevice = (await startWorker({ databaseName: uniqueDatabaseName('decision-draft-other'), apiBase: server.apiBase })).api;
    const other = await otherDevice.openArchiveRound(instanceId, 'de');
    await otherDevice.editArchiveDecision(instanceId, row(other, EVENT_TS_ID).index, { decision1Value: 'FIX_IMMEDIATELY' });
    await otherDevice.editArchiveDecision(instanceId, row(other, NO_TS_ID).index, { decision1Value: 'UNCRITICAL' });
    await otherDevice.decideArchiveRound(instanceId, 'Betriebsleiter');

    const reopened = await (await reload()).openArchiveRound(instanceId, 'de');
    expect(row(reopened, EVENT_TS_ID).decisions[0]).toMatchObject({ stage: 1, value: 'FIX_IMMEDIATELY', editable: false });
    expect(await storedDrafts()).toBe(0);
  });

  test('issue 14: a stored draft that breaks its schema is skipped and reported; the round opens as stored on the server', async () => {
    const { api, databaseName, instanceId, reload } = await roundToDecide('decision-draft-broken');
    await decideEvent(api, instanceId);
    const db = await openDB(databaseName);
    const draft = await db.get('archiveDrafts', instanceId);
    await db.put('archiveDrafts', { ...draft, entries: [{ ...draft.entries[0], index: -1 }] });
    db.close();

    const reloaded = await reload();
    const reopened = await reloaded.openArchiveRound(instanceId, 'de');
    expect(reopened.progress).toEqual({ decided: 0, relevant: 2, ratio: 0 });
    expect(await reloaded.listUnreadableRecords()).toContainEqual(
      expect.objectContaining({ code: 'INVALID_RECORD', record: `stored archive draft ${instanceId}`, field: 'entries.0.index' }),
    );
  });
});
