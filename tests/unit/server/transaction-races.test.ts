// issue 33 "Decisions and permissions are transactions": one outcome per race, on PGlite and on PostgreSQL with two
// server processes; 30 trials each, every loser refused with a code and the stored state the winner's answer.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiErrorBody, CompletedRoundResponse, Permission, PermissionsResponse } from '../../../src/shared/api';
import { damRoundPost, json } from './support/fixtures';
import { runTrials, startRaceServers, type RaceServers } from './support/race-servers';
import { testDatabases } from './support/server';

const TRIALS = 30;
const PARALLEL = 6;

describe.each(testDatabases)('issue 33 races on $name', (database) => {
  let servers: RaceServers;
  beforeAll(async () => {
    servers = await startRaceServers(database, 'hwe_test_transaction_races');
  }, 120_000);
  afterAll(() => servers?.close());

  const url = (side: 0 | 1, path: string) => `${servers.urls[side]}/hwe-api/v2${path}`;

  /** a freshly posted round with an event (decision 1 pending) as read, with its ETag */
  async function pendingRound(): Promise<{ round: CompletedRoundResponse; etag: string }> {
    const post = damRoundPost();
    expect((await fetch(url(0, '/measure-round/2'), json(post))).status).toBe(201);
    const read = await fetch(url(1, `/completed-measure-round/${post.instanceId}`));
    return { round: (await read.json()) as CompletedRoundResponse, etag: read.headers.get('ETag')! };
  }

  /** the round as read with decision 1 of its event entry (the first one, TS-2001-VB01) set */
  const withDecision1 = (round: CompletedRoundResponse, value: string, remark?: string): CompletedRoundResponse => ({
    ...round,
    entries: round.entries.map((entry, index) => (index === 0 ? { ...entry, decision1Value: value, decision1Remark: remark ? { text: remark } : undefined } : entry)),
  });

  const stored = async (instanceId: string) => (await (await fetch(url(0, `/completed-measure-round/${instanceId}`))).json()) as CompletedRoundResponse;

  /** posts both at once, one through each server; answers [status, body] in the order given */
  async function race(instanceId: string, bodies: [unknown, unknown], headers: [HeadersInit, HeadersInit] = [{}, {}]) {
    return Promise.all(
      bodies.map(async (body, side) => {
        const init = json(body);
        const response = await fetch(url(side as 0 | 1, `/completed-measure-round/${instanceId}`), { ...init, headers: { ...init.headers, ...headers[side] } });
        return { status: response.status, body: (await response.json()) as CompletedRoundResponse & ApiErrorBody };
      }),
    );
  }

  test(`two deciders of stage 1 at once: exactly one 200, the other 409 DECISION_TAKEN naming them (${TRIALS} trials)`, async () => {
    await runTrials(TRIALS, PARALLEL, async () => {
      const { round } = await pendingRound();
      const answers = await race(round.instanceId, [withDecision1(round, 'FIX_IMMEDIATELY'), withDecision1(round, 'NOT_RELEVANT')]);
      const winners = answers.filter((answer) => answer.status === 200);
      expect(winners).toHaveLength(1);
      const loser = answers.find((answer) => answer.status !== 200)!;
      expect(loser.status).toBe(409);
      const saved = await stored(round.instanceId);
      expect(saved.entries[0].decision1Value).toBe(winners[0].body.entries[0].decision1Value);
      expect(loser.body).toMatchObject({ code: 'DECISION_TAKEN', decided: { stage: 1, user: 'demo', time: saved.decision1Time } });
      expect(saved.completionTime).toBe(saved.decision1Time);
    });
  }, 120_000);

  test(`a stale post built for stage 1 is never taken as stage 2 (${TRIALS} trials)`, async () => {
    await runTrials(TRIALS, PARALLEL, async () => {
      const { round } = await pendingRound();
      const answers = await race(round.instanceId, [
        withDecision1(round, 'FURTHER_ASSESSMENT', 'Statiker fragen'),
        withDecision1(round, 'FURTHER_ASSESSMENT', 'Vermessung anfordern'),
      ]);
      const winners = answers.filter((answer) => answer.status === 200);
      expect(winners).toHaveLength(1);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const saved = await stored(round.instanceId);
      expect(saved.entries[0].decision1Remark).toEqual(winners[0].body.entries[0].decision1Remark);
      expect(saved.decision2Time).toBeUndefined();
      expect(saved.completionTime).toBeUndefined();
      expect(saved.userDecision2Required).toBe(true);
      // the older tab, later: refused the same way, the round still waits for decision 2
      const late = await race(round.instanceId, [withDecision1(round, 'NOT_RELEVANT'), withDecision1(round, 'FIX_IMMEDIATELY')]);
      expect(late.map((answer) => [answer.status, answer.body.code])).toEqual([[409, 'DECISION_TAKEN'], [409, 'DECISION_TAKEN']]);
    });
  }, 120_000);

  test(`If-Match with the version read: one 200 per race, the stale version 409 (${TRIALS} trials)`, async () => {
    await runTrials(TRIALS, PARALLEL, async () => {
      const { round, etag } = await pendingRound();
      const bare = (value: string) => ({ entries: withDecision1(round, value).entries.map(({ tsId, decision1Value }) => ({ tsId, decision1Value })) });
      const answers = await race(round.instanceId, [bare('FIX_IMMEDIATELY'), bare('NOT_RELEVANT')], [{ 'If-Match': etag }, { 'If-Match': etag }]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!;
      expect((await stored(round.instanceId)).entries[0].decision1Value).toBe(winner.body.entries[0].decision1Value);
    });
  }, 120_000);

  // the permission trials grant and revoke roles of a user of their own on round 1 only: round 2's deciders stay
  const permissionsPath = '/admin/permissions';
  const readPermissions = async () => {
    const response = await fetch(url(0, permissionsPath));
    return { list: (await response.json()) as PermissionsResponse, etag: response.headers.get('ETag')! };
  };
  const key = (permission: Permission) => `${permission.username}/${permission.mrId}/${permission.role}`;
  const keys = (permissions: readonly Permission[]) => permissions.map(key).sort();
  const grant = (username: string, role: string): Permission => ({ username, mrId: 2 as Permission['mrId'], role });

  /** the stored permissions with a trial user holding two roles, as read afterwards */
  async function withTrialUser(index: number) {
    const { list } = await readPermissions();
    const others = list.permissions.filter((permission) => !permission.username.startsWith('trial-'));
    const username = `trial-${index}`;
    const permissions = [...others, grant(username, 'HANDEINGABE_OBSERVE'), grant(username, 'HANDEINGABE_GAST')];
    expect((await fetch(url(0, permissionsPath), json({ roles: [...list.roles, 'HANDEINGABE_GAST'], users: list.users, permissions }))).status).toBe(200);
    return { ...(await readPermissions()), username };
  }

  /** two admins at once, each revoking another of the trial user's roles */
  async function revokeBoth(list: PermissionsResponse, username: string, headers: HeadersInit) {
    const without = (role: string) => ({ ...list, permissions: list.permissions.filter((p) => !(p.username === username && p.role === role)) });
    const bodies = [without('HANDEINGABE_OBSERVE'), without('HANDEINGABE_GAST')];
    const answers = await Promise.all(
      bodies.map(async (body, side) => {
        const init = json(body);
        const response = await fetch(url(side as 0 | 1, permissionsPath), { ...init, headers: { ...init.headers, ...headers } });
        return { status: response.status, body: (await response.json()) as PermissionsResponse & ApiErrorBody };
      }),
    );
    return { bodies, answers };
  }

  test(`two admins saving permissions read at the same version: one 200, the other 412 PERMISSIONS_CHANGED (${TRIALS} trials)`, async () => {
    for (let index = 0; index < TRIALS; index++) {
      const { list, etag, username } = await withTrialUser(index);
      const { answers } = await revokeBoth(list, username, { 'If-Match': etag });
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      expect(answers.find((answer) => answer.status === 412)!.body.code).toBe('PERMISSIONS_CHANGED');
      const winner = answers.find((answer) => answer.status === 200)!;
      const stored = (await readPermissions()).list;
      expect(stored).toEqual(winner.body);
      // exactly one of the two revocations is stored
      expect(stored.permissions.filter((permission) => permission.username === username)).toHaveLength(1);
    }
  }, 120_000);

  test(`two plain permission posts at once: the last one wins whole, never the union of both lists (${TRIALS} trials)`, async () => {
    for (let index = 0; index < TRIALS; index++) {
      const { list, username } = await withTrialUser(TRIALS + index);
      const { bodies, answers } = await revokeBoth(list, username, {});
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const stored = keys((await readPermissions()).list.permissions);
      expect([keys(bodies[0].permissions), keys(bodies[1].permissions)]).toContainEqual(stored);
    }
  }, 120_000);
});
