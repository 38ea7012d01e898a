// Issue 11: the detail and the report read from the worker's archive store, and the stored archive is kept
// current in the background (after this device's posts, across tabs) without a full reload.
import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { asInstanceId } from '../../../src/shared/contract/ids';
import { LARGE_ARCHIVE_ENTRIES, LARGE_ARCHIVE_PREFIX } from '../../support/large-archive-route';
import { ALL, followArchive, openLargeArchive, refreshedPage, type OpenArchive } from './archive-helpers';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue } from './round-helpers';
import { faultyServer, startWorker, stopWorkersAfterEachTest, UNREACHABLE_API, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

/** Posts a new round of the demo definitions through `api`; answers its instanceId. */
async function postNewRound(api: OpenArchive['api']): Promise<string> {
  const view = await api.createOfflineRound(await demoRoundId(api));
  const [row] = numberRows(view);
  await editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: plausibleValue(view, row) } }]);
  await api.postRound(view.round.instanceId);
  return view.round.instanceId;
}

const newestRow = (archive: OpenArchive) => archive.states.at(-1)?.page?.rows[0]?.instanceId;

describe('issue 11: the detail and the report read from the archive store', () => {
  test('a round fetched once (entries included) opens offline; one never fetched needs the server', async () => {
    const databaseName = uniqueDatabaseName('archive-detail');
    const online = await openLargeArchive(databaseName);
    // rounds of the seeded archive (other tests add rounds of their own)
    const [first, second] = (await online.page({ ...ALL, text: '^archivtour n' })).rows;
    const { round } = await online.api.openArchiveRound(asInstanceId(first.instanceId), 'de');
    expect(round.entries).toHaveLength(LARGE_ARCHIVE_ENTRIES);

    const { api: offline } = await startWorker({ databaseName, apiBase: UNREACHABLE_API });
    expect((await offline.openArchiveRound(asInstanceId(first.instanceId), 'de')).round).toEqual(round);
    await expect(offline.openArchiveRound(asInstanceId(second.instanceId), 'de')).rejects.toMatchObject({ code: 'NETWORK' });
  });

  test('opened again, the detail comes from the store: the round is not fetched a second time', async () => {
    const server = faultyServer('archive-detail-once');
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('archive-detail-once'), apiBase: server.apiBase });
    await followArchive(api, ALL, []);
    const instanceId = asInstanceId((await refreshedPage(api)).rows[0].instanceId);
    const { round } = await api.openArchiveRound(instanceId, 'de');
    expect((await api.openArchiveRound(instanceId, 'de')).round).toEqual(round);
    expect(await server.requestCount('GET', apiPaths.completedRound(instanceId))).toBe(1);
  });
});

describe('issue 11: the stored archive is kept current without a full reload', () => {
  test("after this device's own post the open list shows the round", async () => {
    const archive = await openLargeArchive();
    const total = archive.states.at(-1)!.page!.total;
    const instanceId = await postNewRound(archive.api);
    await expect.poll(() => newestRow(archive)).toBe(instanceId);
    expect(archive.states.at(-1)!.page!.total).toBe(total + 1);
  });

  test("a refresh in one tab updates the other tab's open list", async () => {
    const databaseName = uniqueDatabaseName('archive-tabs');
    const tabA = await openLargeArchive(databaseName);
    const tabB = await openLargeArchive(databaseName);
    const { api: elsewhere } = await startWorker({ databaseName: uniqueDatabaseName('archive-tabs-elsewhere'), apiBase: LARGE_ARCHIVE_PREFIX });
    const instanceId = await postNewRound(elsewhere);

    await tabA.api.refreshArchive();
    await tabA.settled();
    expect(newestRow(tabA)).toBe(instanceId);
    await expect.poll(() => newestRow(tabB)).toBe(instanceId);
  });
});
