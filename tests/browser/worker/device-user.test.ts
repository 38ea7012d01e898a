// issue 34 "The device never loses a correction or leaks one user's data to the next", item "Login is one state across
// tabs": two tabs' workers on one database. A logout or a user change in one reaches the other; a call with the token of
// a user who is no longer the device's user is refused (USER_CHANGED) and never sent; offline copies and meteo drafts
// are listed to, opened by and posted by their owner only.
import { proxy } from 'comlink';
import { describe, expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { asMrId } from '../../../src/shared/contract/ids';
import { mezToday } from '../../../src/shared/rules/meteo-rows';
import type { MeteoDraftKey, MeteoMonthView } from '../../../src/shared/contract';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue, storedRoundView, testJpeg, transfersOf } from './round-helpers';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';
import { typedMeteoRows } from './meteo-drafts';

stopWorkersAfterEachTest();

/** An unsigned JWT naming `sub`: the device tells users apart by it; the demo server asks nobody's token. */
function tokenOf(sub: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, preferred_username: sub })}.signature`;
}

const METEO_KEY: MeteoDraftKey = { mrId: asMrId('402'), staNumber: '100303', month: mezToday(new Date()).slice(0, 7) };

/** Two tabs of user A on one device database; A holds the device, and tab 2 counts the user changes it hears. */
async function twoTabsOfUserA(name: string) {
  const server = faultyServer(name);
  const databaseName = uniqueDatabaseName(name);
  const tab1 = await startWorker({ databaseName, apiBase: server.apiBase }, tokenOf('user-a'));
  const tab2 = await startWorker({ databaseName, apiBase: server.apiBase }, tokenOf('user-a'));
  await tab1.api.claimDevice(tokenOf('user-a'));
  let heard = 0;
  await tab2.api.followDeviceUser(proxy(() => void heard++));
  return { server, databaseName, tab1, tab2, tab2Changes: () => heard };
}

describe('issue 34, Login is one state across tabs', () => {
  test('a logout or a user change in tab 1 reaches tab 2, whose call with the old token is refused with USER_CHANGED and never sent', async () => {
    const { server, databaseName, tab1, tab2, tab2Changes } = await twoTabsOfUserA('device-user');
    await tab2.api.listGroups();
    const roundListReads = () => server.requestCount('GET', apiPaths.measureRounds());
    expect(await roundListReads()).toBe(1);

    // tab 2 hears the logout on the channel, and again whenever a call of its own is refused before it is sent
    await tab1.api.releaseDevice();
    await expect.poll(() => tab2Changes()).toBeGreaterThanOrEqual(1);
    let heard = tab2Changes();
    await expect(tab2.api.listGroups()).rejects.toMatchObject({ code: 'USER_CHANGED', messageKey: 'errors.userChanged' });
    expect(await roundListReads()).toBe(1);
    // the callback crosses on the proxy's own port, so it may arrive after the refusal
    await expect.poll(() => tab2Changes()).toBeGreaterThan(heard);

    const tab3 = await startWorker({ databaseName, apiBase: server.apiBase }, tokenOf('user-b'));
    heard = tab2Changes();
    await tab3.api.claimDevice(tokenOf('user-b'));
    await expect.poll(() => tab2Changes()).toBeGreaterThan(heard);
    await tab3.api.listGroups();
    heard = tab2Changes();
    await expect(tab2.api.listGroups()).rejects.toMatchObject({ code: 'USER_CHANGED' });
    expect(await roundListReads()).toBe(2);
    await expect.poll(() => tab2Changes()).toBeGreaterThan(heard);

    // a start with the session of the device's user tells nobody (else tabs would drop each other in turns); the
    // channel keeps one sender's order, so the logout after it arrives as the only message (a tab without a token,
    // whose calls are never refused, hears only the channel)
    const tab4 = await startWorker({ databaseName, apiBase: server.apiBase });
    let tab4Changes = 0;
    await tab4.api.followDeviceUser(proxy(() => void tab4Changes++));
    await tab3.api.claimDevice(tokenOf('user-b'));
    await tab3.api.releaseDevice();
    await expect.poll(() => tab4Changes).toBe(1);
    await tab3.api.getStorageStatus();
    expect(tab4Changes).toBe(1);
  });

  test('issue 34 item "No request with A’s token after logout": an answer that arrives after the logout is dropped (USER_CHANGED); a refused refresh of a user who no longer holds the device releases nothing', async () => {
    const { server, databaseName, tab1, tab2, tab2Changes } = await twoTabsOfUserA('answer-after-logout');
    // the network holds tab 2's call, sent while A held the device; A logs out in tab 1 before its answer arrives
    await server.failNext({ method: 'GET', path: apiPaths.measureRounds(), times: 1, mode: 'hold' });
    const listing = tab2.api.listGroups();
    await expect.poll(() => server.requestCount('GET', apiPaths.measureRounds())).toBe(1);
    await tab1.api.releaseDevice();
    // heard on the channel (and again when another call of tab 2 is refused before sending)
    await expect.poll(() => tab2Changes()).toBeGreaterThanOrEqual(1);
    await server.release();
    await expect(listing).rejects.toMatchObject({ code: 'USER_CHANGED' });

    // B holds the device; A's tab, left behind, hears its refresh refused: B keeps the device
    const tab3 = await startWorker({ databaseName, apiBase: server.apiBase }, tokenOf('user-b'));
    const heardBefore = tab2Changes();
    await tab3.api.claimDevice(tokenOf('user-b'));
    await expect.poll(() => tab2Changes()).toBeGreaterThan(heardBefore);
    await tab2.api.releaseDevice('user-a');
    expect((await tab3.api.listGroups()).groups.length).toBeGreaterThan(0);
  });

  test('A’s copy and meteo draft are not listed to, opened, overwritten or deleted by B; A finds them again', async () => {
    const databaseName = uniqueDatabaseName('owners');
    const userA = await startWorker({ databaseName }, tokenOf('user-a'));
    await userA.api.claimDevice(tokenOf('user-a'));
    const copyOfA = await userA.api.createOfflineRound(await demoRoundId(userA.api));
    expect(copyOfA.round.owner).toBe('user-a');
    const month = (await userA.api.openMeteoMonth(METEO_KEY)) as MeteoMonthView;
    const day = month.days.find((shown) => shown.editable)!.row.day;
    await userA.api.editMeteoDay(METEO_KEY, day, { kind: 'value', field: 'airTemperature', value: 1.5 });
    userA.terminate();

    // A's session ended without the app's logout; B logs in on the device
    const userB = await startWorker({ databaseName }, tokenOf('user-b'));
    await userB.api.claimDevice(tokenOf('user-b'));
    expect(await userB.api.listOfflineRounds()).toEqual([]);
    await expect(storedRoundView(userB.api, copyOfA.round.instanceId)).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND' });
    await expect(userB.api.postRound(copyOfA.round.instanceId)).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND' });
    expect(await typedMeteoRows(userB.api, METEO_KEY)).toEqual([]);
    await expect(userB.api.editMeteoDay(METEO_KEY, day, { kind: 'value', field: 'airTemperature', value: 9 })).rejects.toMatchObject({
      code: 'OTHER_USERS_DRAFT',
    });
    expect(await userB.api.listUnsent()).toEqual([]);
    const copyOfB = await userB.api.createOfflineRound(await demoRoundId(userB.api));
    expect((await userB.api.listOfflineRounds()).map((copy) => copy.instanceId)).toEqual([copyOfB.round.instanceId]);
    // B's logout asks about and deletes B's copy only
    await expect(userB.api.purgePersonalData([])).rejects.toMatchObject({ code: 'UNSENT_COPIES' });
    await userB.api.purgePersonalData([copyOfB.round.instanceId]);
    await userB.api.releaseDevice();
    userB.terminate();

    const againA = await startWorker({ databaseName }, tokenOf('user-a'));
    await againA.api.claimDevice(tokenOf('user-a'));
    expect((await againA.api.listOfflineRounds()).map((copy) => copy.instanceId)).toEqual([copyOfA.round.instanceId]);
    expect((await storedRoundView(againA.api, copyOfA.round.instanceId)).round.owner).toBe('user-a');
    expect(await typedMeteoRows(againA.api, METEO_KEY)).toEqual([expect.objectContaining({ day, airTemperature: 1.5 })]);
    expect((await againA.api.listUnsent()).map((item) => item.kind).sort()).toEqual(['copy', 'meteoDraft']);
  });

  test('issue 34 item "Owner everywhere": A’s transfers and photos are not listed to or fetched by B; A’s logout question counts them', async () => {
    const server = faultyServer('owner-transfers');
    const databaseName = uniqueDatabaseName('owner-transfers');
    const userA = await startWorker({ databaseName, apiBase: server.apiBase }, tokenOf('user-a'));
    await userA.api.claimDevice(tokenOf('user-a'));
    const created = await userA.api.createOfflineRound(await demoRoundId(userA.api));
    const instanceId = created.round.instanceId;
    const [row] = numberRows(created);
    const target = { entryKey: keyAt(created, row), remark: 'tsRemark' as const };
    await editedRoundView(userA.api, instanceId, [{ kind: 'entry', entryKey: target.entryKey, patch: { value: plausibleValue(created, row) } }]);
    const [photoId] = (await userA.api.addPhoto(instanceId, target, await testJpeg())).round.entries[row].tsRemark!.images!;
    // the server refuses the body: the post ends with its body and photo upload unsent
    await server.failNext({ method: 'POST', path: apiPaths.postMeasureRound(created.round.mrId), times: 1, mode: 'refuse', status: 422 });
    await expect(userA.api.postRound(instanceId)).rejects.toMatchObject({ code: 'HTTP', status: 422 });
    expect(await transfersOf(userA.api, instanceId)).toHaveLength(2);
    expect(await userA.api.listUnsent()).toEqual([expect.objectContaining({ id: instanceId, kind: 'copy', photos: 1, uploads: 2 })]);
    userA.terminate();

    const userB = await startWorker({ databaseName, apiBase: server.apiBase }, tokenOf('user-b'));
    await userB.api.claimDevice(tokenOf('user-b'));
    expect(await transfersOf(userB.api)).toEqual([]);
    expect(await transfersOf(userB.api, instanceId)).toEqual([]);
    await expect(userB.api.getPhoto(photoId)).rejects.toMatchObject({ code: 'PHOTO_NOT_FOUND' });
    expect(await userB.api.listUnsent()).toEqual([]);
    userB.terminate();

    const againA = await startWorker({ databaseName, apiBase: server.apiBase }, tokenOf('user-a'));
    await againA.api.claimDevice(tokenOf('user-a'));
    expect(await transfersOf(againA.api)).toHaveLength(2);
    expect((await againA.api.getPhoto(photoId)).size).toBeGreaterThan(0);
  });

  test('without login nothing is claimed: copies carry no owner and every call goes out as before', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('no-login') });
    const copy = await api.createOfflineRound(await demoRoundId(api));
    expect(copy.round.owner).toBeUndefined();
    expect((await api.listOfflineRounds()).map((listed) => listed.instanceId)).toEqual([copy.round.instanceId]);
  });
});
