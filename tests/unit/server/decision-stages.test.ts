// issue 33: decisions store only the spec's choices, refuse a post that decides nothing, and which stages a round
// needs is fixed when it is posted or decided: later grants or revocations neither reopen nor strand it.
import { describe, expect, test } from 'vitest';
import type { ApiErrorBody, CompletedRoundListResponse, CompletedRoundResponse, PermissionsResponse } from '../../../src/shared/api';
import { damRoundPost, json } from './support/fixtures';
import { securedServerForThisBlock, testDatabases, type TestUser } from './support/server';

describe.each(testDatabases)('issue 33 decision stages on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_decision_stages');

  const completed = async (user: TestUser, instanceId: string) =>
    (await (await api().call(user, `/hwe-api/v2/completed-measure-round/${instanceId}`)).json()) as CompletedRoundResponse;
  const listRow = async (user: TestUser, instanceId: string) =>
    ((await (await api().call(user, '/hwe-api/v2/completed-measure-round')).json()) as CompletedRoundListResponse).rounds.find(
      (round) => round.instanceId === instanceId,
    );
  /** the round as read with the first entry (TS-2001-VB01, an event) changed */
  const decide = async (user: TestUser, round: CompletedRoundResponse, changes: Partial<CompletedRoundResponse['entries'][number]>) => {
    const body = { ...round, entries: round.entries.map((entry, index) => (index === 0 ? { ...entry, ...changes } : entry)) };
    const response = await api().call(user, `/hwe-api/v2/completed-measure-round/${round.instanceId}`, json(body));
    return { status: response.status, body: (await response.json()) as CompletedRoundResponse & ApiErrorBody };
  };
  const postRound = async () => {
    const post = damRoundPost();
    expect((await api().call('observer', '/hwe-api/v2/measure-round/2', json(post))).status).toBe(201);
    return post.instanceId;
  };
  /** replaces the stored permissions by those `keep` leaves (plain post: last writer wins) */
  const setPermissions = async (keep: (permission: PermissionsResponse['permissions'][number]) => boolean, extra: PermissionsResponse['permissions'] = []) => {
    const list = (await (await api().call('admin', '/hwe-api/v2/admin/permissions')).json()) as PermissionsResponse;
    const body = { ...list, permissions: [...list.permissions.filter(keep), ...extra] };
    expect((await api().call('admin', '/hwe-api/v2/admin/permissions', json(body))).status).toBe(200);
    return list.permissions;
  };

  test('archive.md §4 Decision values: a value outside the entry\'s stage choices is 400 INVALID_DECISION_VALUE, nothing stored', async () => {
    const round = await completed('responsible1', await postRound());
    for (const value of ['WHATEVER I LIKE', 'UNCRITICAL', 'ACTION_REQUIRED']) {
      const refused = await decide('responsible1', round, { decision1Value: value });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'INVALID_DECISION_VALUE', field: 'entries.0.decision1Value' });
    }
    const stored = await completed('responsible1', round.instanceId);
    expect(stored.userDecision1Required).toBe(true);
    expect(stored.decision1Time).toBeUndefined();
    expect((await decide('responsible1', round, { decision1Value: 'FIX_IMMEDIATELY' })).status).toBe(200);
  });

  test('a post deciding no relevant entry (empty, or shaped for the other stage) is 400 NOTHING_DECIDED, the round stays pending', async () => {
    const round = await completed('responsible1', await postRound());
    for (const changes of [{}, { decision1Value: '' }, { decision2Value: 'ACTION_REQUIRED' }]) {
      const refused = await decide('responsible1', round, changes);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('NOTHING_DECIDED');
    }
    const stored = await completed('responsible1', round.instanceId);
    expect(stored.userDecision1Required).toBe(true);
    expect([stored.decision1Time, stored.completionTime]).toEqual([undefined, undefined]);
    // a remark alone decides (archive.md §4: decided = a remark text or a value)
    expect((await decide('responsible1', round, { decision1Remark: { text: 'beobachten' } })).status).toBe(200);
  });

  test('a round completed while its definition had no deciders stays completed when roles are granted', async () => {
    const before = await setPermissions((permission) => !permission.role.startsWith('HANDEINGABE_RESPONSIBLE'));
    const instanceId = await postRound();
    const deciders = before.filter((permission) => permission.role.startsWith('HANDEINGABE_RESPONSIBLE'));
    await setPermissions(() => true, deciders);
    const round = await completed('responsible1', instanceId);
    expect(round.completionTime).toBe(round.submissionTime);
    expect(round).toMatchObject({ userDecision1Required: false, userDecision2Required: false });
    expect(await listRow('responsible1', instanceId)).toMatchObject({ userDecision1Required: false, completionTime: round.completionTime });
    expect((await decide('responsible1', round, { decision1Value: 'FIX_IMMEDIATELY' })).body.code).toBe('DECISION_TAKEN');
  });

  test('a round waiting for decision 2 whose deciders were all revoked shows to admins as without decider and is decided once a role is granted', async () => {
    const instanceId = await postRound();
    expect((await decide('responsible1', await completed('responsible1', instanceId), { decision1Value: 'FURTHER_ASSESSMENT' })).status).toBe(200);
    const before = await setPermissions((permission) => permission.role !== 'HANDEINGABE_RESPONSIBLE2');
    const forAdmin = await completed('admin', instanceId);
    expect(forAdmin).toMatchObject({ pendingStageWithoutDecider: 2, userDecision2Required: true });
    expect(forAdmin.completionTime).toBeUndefined();
    expect(await listRow('admin', instanceId)).toMatchObject({ userDecision2Required: true });
    expect((await completed('responsible1', instanceId)).pendingStageWithoutDecider).toBeUndefined();

    await setPermissions(() => true, before.filter((permission) => permission.role === 'HANDEINGABE_RESPONSIBLE2'));
    const forRudi = await completed('responsible2', instanceId);
    expect(forRudi.userDecision2Required).toBe(true);
    expect((await completed('admin', instanceId)).pendingStageWithoutDecider).toBeUndefined();
    const decided = await decide('responsible2', forRudi, { decision2Value: 'NOT_SAFETY_RELEVANT' });
    expect(decided.status).toBe(200);
    expect(decided.body.completionTime).toBe(decided.body.decision2Time);
  });

  test('a stale post for decision 1 after decision 1 is 409 DECISION_TAKEN naming the decider, team and time', async () => {
    const round = await completed('responsible1', await postRound());
    const first = await decide('responsible1', { ...round, decision1Team: 'Sperrenwart Haller' }, { decision1Value: 'FURTHER_ASSESSMENT' });
    const stale = await decide('admin', round, { decision1Value: 'NOT_RELEVANT' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'DECISION_TAKEN', decided: { stage: 1, user: 'rita', team: 'Sperrenwart Haller', time: first.body.decision1Time } });
  });
});
