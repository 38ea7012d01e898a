import { describe, expect, test } from 'vitest';
import type { CompletedRoundListResponse, CompletedRoundResponse, PermissionsResponse } from '../../../src/shared/api';
import type { ArchiveRoundSummary } from '../../../src/shared/schema/archive';
import { damRoundPost, json } from './support/fixtures';
import { securedServerForThisBlock, testDatabases, type TestUser } from './support/server';
import { PENDING_INSTANCE_ID } from './support/tiny-demo';

const LIST = '/hwe-api/v2/completed-measure-round';
/** the tiny demo and the posts here are well-formed rounds: no row comes marked invalid */
type ListAnswer = Omit<CompletedRoundListResponse, 'rounds'> & { rounds: ArchiveRoundSummary[] };

describe.each(testDatabases)('issue 11 archive list: summary rows and what changed since a version, on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_archive_list');

  const list = async (user: TestUser, since?: string) => {
    const response = await api().call(user, since ? `${LIST}?since=${encodeURIComponent(since)}` : LIST);
    return { status: response.status, etag: response.headers.get('etag'), body: response.status === 200 ? ((await response.json()) as ListAnswer) : undefined };
  };
  const ids = (answer: { body?: ListAnswer }) => answer.body!.rounds.map((round) => round.instanceId).sort();
  const postRound = async () => {
    const post = damRoundPost();
    expect((await api().call('observer', '/hwe-api/v2/measure-round/2', json(post))).status).toBe(201);
    return post.instanceId;
  };

  test('issue 11: summary rows without entries, with the lower-cased filter text (archive.md §2 fields) and counts', async () => {
    const answer = await list('responsible1');
    expect(answer.body!.complete).toBe(true);
    const pending = answer.body!.rounds.find((round) => round.instanceId === PENDING_INSTANCE_ID)!;
    expect(pending).not.toHaveProperty('entries');
    expect(pending).toMatchObject({ mrName: 'Kontrolle Damm', imageCount: 1, remarkCount: 1, userDecision1Required: true, userDecision2Required: false });
    for (const text of ['talsperren', 'kontrolle damm', 'hofer', 'neuer riss an fuge 12', 'station 2001', '2002', 'innsbruck', 'vb']) {
      expect(pending.searchText.split('\n')).toContain(text);
    }
    expect(answer.etag).toBe(`"${answer.body!.version}"`);
  });

  test('issue 11: the answer with a version holds exactly the rounds changed since; 304 when none changed', async () => {
    const before = await list('responsible1');
    expect((await list('responsible1', before.body!.version)).status).toBe(304);
    const unchanged = await api().call('responsible1', LIST, { headers: { 'If-None-Match': before.etag! } });
    expect(unchanged.status).toBe(304);

    const posted = await postRound();
    const afterPost = await list('responsible1', before.body!.version);
    expect(afterPost.body!.complete).toBe(false);
    expect(ids(afterPost)).toEqual([posted]);
    expect(afterPost.body!.rounds[0]).toMatchObject({ mrRemark: 'Starker Wind', userDecision1Required: true });

    const round = (await (await api().call('responsible1', `${LIST}/${posted}`)).json()) as CompletedRoundResponse;
    // the event entry (TS-2001-VB01) gets one of its stage-1 choices (issue 33: values are checked per entry)
    const decided = { ...round, decision1Team: 'Haller', entries: round.entries.map((entry, index) => (index === 0 ? { ...entry, decision1Value: 'NOT_RELEVANT' } : entry)) };
    expect((await api().call('responsible1', `${LIST}/${posted}`, json(decided))).status).toBe(200);
    const afterDecision = await list('responsible1', afterPost.body!.version);
    expect(ids(afterDecision)).toEqual([posted]);
    expect(afterDecision.body!.rounds[0]).toMatchObject({ decision1Team: 'Haller', userDecision1Required: false });
    expect(afterDecision.body!.rounds[0].completionTime).toBeDefined();
    expect((await list('responsible1', afterDecision.body!.version)).status).toBe(304);

    const fromStart = await list('responsible1', before.body!.version);
    expect(ids(fromStart)).toEqual([posted]);
    // the complete list (read from the server's in-memory mirror) holds the decided round once, as decided
    const complete = await list('responsible1');
    expect(complete.body!.rounds.filter((row) => row.instanceId === posted)).toEqual([expect.objectContaining({ decision1Team: 'Haller' })]);
    expect(ids(complete)).toEqual([...new Set(ids(complete))]);
  });

  test('archive.md §6 / issue 11: only rounds the caller holds a role for, in full and in changes', async () => {
    const otto = await list('otherRoundOnly');
    expect(otto.body!.rounds).toEqual([]);
    await postRound();
    const changed = await list('otherRoundOnly', otto.body!.version);
    expect(changed.status === 304 || changed.body!.rounds.length === 0).toBe(true);
    expect(ids(await list('observer'))).toContain(PENDING_INSTANCE_ID);
  });

  test('issue 11: after a role is removed the next answer is complete and the round is gone for that caller', async () => {
    const held = await list('responsible2');
    expect(ids(held)).toContain(PENDING_INSTANCE_ID);
    const permissions = (await (await api().call('admin', '/hwe-api/v2/admin/permissions')).json()) as PermissionsResponse;
    const withoutRudi = permissions.permissions.filter((permission) => permission.username !== 'rudi');
    expect((await api().call('admin', '/hwe-api/v2/admin/permissions', json({ ...permissions, permissions: withoutRudi }))).status).toBe(200);
    const after = await list('responsible2', held.body!.version);
    expect(after.body!.complete).toBe(true);
    expect(after.body!.rounds).toEqual([]);
    // restore for the other tests of this block
    await api().call('admin', '/hwe-api/v2/admin/permissions', json(permissions));
  });

  test('issue 11: the list is compressed as Accept-Encoding allows', async () => {
    const brotli = await api().call('admin', LIST, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(((await brotli.json()) as CompletedRoundListResponse).rounds.length).toBeGreaterThan(0);
    const plain = await api().call('admin', LIST, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
