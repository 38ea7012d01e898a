import { describe, expect, test } from 'vitest';
import type { CompletedRoundListResponse, CompletedRoundResponse, PermissionsResponse } from '../../../src/shared/api';
import { damRoundPost, imageUpload, jpegImage, json } from './support/fixtures';
import { securedServerForThisBlock, testDatabases, type TestUser } from './support/server';
import { PENDING_IMAGE, PENDING_INSTANCE_ID } from './support/tiny-demo';

describe.each(testDatabases)('issue 4 archive calls on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_archive');

  const completed = async (user: TestUser, instanceId: string) =>
    (await (await api().call(user, `/hwe-api/v2/completed-measure-round/${instanceId}`)).json()) as CompletedRoundResponse;
  const decide = (user: TestUser, round: CompletedRoundResponse, changes: Partial<CompletedRoundResponse['entries'][number]>, team: Partial<CompletedRoundResponse>) =>
    api().call(
      user,
      `/hwe-api/v2/completed-measure-round/${round.instanceId}`,
      json({ ...round, ...team, entries: round.entries.map((entry, index) => (index === 0 ? { ...entry, ...changes } : entry)) }),
    );

  test('archive.md §6 the archive lists only rounds the user holds a role for; admins see all', async () => {
    const ids = async (user: TestUser) =>
      ((await (await api().call(user, '/hwe-api/v2/completed-measure-round')).json()) as CompletedRoundListResponse).rounds.map((round) => round.instanceId);
    expect(await ids('responsible1')).toContain(PENDING_INSTANCE_ID);
    expect(await ids('admin')).toContain(PENDING_INSTANCE_ID);
    expect(await ids('otherRoundOnly')).toEqual([]);
  });

  test('archive.md §4 decision 1 then decision 2 with their times and teams; completion when all are made', async () => {
    const post = damRoundPost();
    await api().call('observer', '/hwe-api/v2/measure-round/2', json(post));
    const forRita = await completed('responsible1', post.instanceId);
    expect(forRita).toMatchObject({ userDecision1Required: true, userDecision2Required: false });
    expect(await completed('responsible2', post.instanceId)).toMatchObject({ userDecision1Required: false, userDecision2Required: false });
    expect(await completed('observer', post.instanceId)).toMatchObject({ userDecision1Required: false, userDecision2Required: false });

    expect((await decide('responsible2', forRita, { decision2Value: 'ACTION_REQUIRED' }, {})).status).toBe(403);
    const first = await decide('responsible1', forRita, { decision1Value: 'FURTHER_ASSESSMENT', decision1Remark: { text: 'Statiker fragen' } }, { decision1Team: 'Sperrenwart Haller' });
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()) as CompletedRoundResponse;
    expect(afterFirst).toMatchObject({ decision1Team: 'Sperrenwart Haller', userDecision1Required: false, userDecision2Required: false });
    expect(afterFirst.entries[0]).toMatchObject({ decision1Value: 'FURTHER_ASSESSMENT', decision1Remark: { text: 'Statiker fragen' } });
    expect(Date.parse(afterFirst.decision1Time!)).toBeGreaterThan(Date.now() - 60_000);
    expect(afterFirst.completionTime).toBeUndefined();

    const forRudi = await completed('responsible2', post.instanceId);
    expect(forRudi.userDecision2Required).toBe(true);
    expect((await decide('responsible1', forRudi, { decision1Value: 'NOT_RELEVANT' }, {})).status).toBe(403);
    const second = await decide('responsible2', forRudi, { decision2Value: 'ACTION_REQUIRED', decision1Value: 'NOT_RELEVANT' }, { decision2Team: 'Betriebsleitung' });
    const done = (await second.json()) as CompletedRoundResponse;
    expect(done.entries[0]).toMatchObject({ decision1Value: 'FURTHER_ASSESSMENT', decision2Value: 'ACTION_REQUIRED' });
    expect(done.decision2Team).toBe('Betriebsleitung');
    expect(Date.parse(done.completionTime!)).toBeGreaterThanOrEqual(Date.parse(done.decision2Time!));

    const again = await decide('admin', done, { decision2Value: 'NOT_SAFETY_RELEVANT' }, {});
    expect(again.status).toBe(409);
    expect((await completed('admin', post.instanceId)).entries[0].decision2Value).toBe('ACTION_REQUIRED');
  });

  test('archive.md §4 a stage-1 decision other than weitere Bewertung completes the round', async () => {
    const post = damRoundPost();
    await api().call('observer', '/hwe-api/v2/measure-round/2', json(post));
    const round = await completed('responsible1', post.instanceId);
    const decided = (await (await decide('responsible1', round, { decision1Value: 'NOT_RELEVANT' }, {})).json()) as CompletedRoundResponse;
    expect(decided.completionTime).toBe(decided.decision1Time);
  });

  test('a round without events or remarks is complete when posted', async () => {
    const post = damRoundPost();
    post.entries[0] = { ...post.entries[0], value: 1, staRemark: undefined };
    await api().call('observer', '/hwe-api/v2/measure-round/2', json(post));
    const round = await completed('admin', post.instanceId);
    expect(round.completionTime).toBe(round.submissionTime);
  });

  test('archive.md §7 pdf: a printable protocol of the round with entries, remarks and decisions', async () => {
    const response = await api().call('responsible1', `/hwe-api/v2/completed-measure-round/${PENDING_INSTANCE_ID}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const phrase of ['Protokoll: Kontrolle Damm', 'Neuer Riss an Fuge 12', 'Station 2001 (2001)', 'Entscheidung 1', 'Team: Hofer']) {
      expect(text).toContain(phrase);
    }
  });

  test('archive.md §7 image of a completed round: 404 until uploaded, then served', async () => {
    const url = `/hwe-api/v2/completed-measure-round/${PENDING_INSTANCE_ID}/image/${PENDING_IMAGE}`;
    expect((await api().call('admin', url)).status).toBe(404);
    await api().call('admin', `/hwe-api/v2/measure-round/2/image/${PENDING_IMAGE}`, imageUpload(await jpegImage()));
    const image = await api().call('responsible2', url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await api().call('admin', `/hwe-api/v2/completed-measure-round/${PENDING_INSTANCE_ID}/image/other.jpg`)).status).toBe(404);
  });

  test('archive.md §7 permissions: GET roles, users, permissions; POST replaces them, DELETED entries are not stored', async () => {
    const before = (await (await api().call('admin', '/hwe-api/v2/admin/permissions')).json()) as PermissionsResponse;
    expect(before.roles).toEqual(['HANDEINGABE_OBSERVE', 'HANDEINGABE_RESPONSIBLE1', 'HANDEINGABE_RESPONSIBLE2']);
    expect(before.users).toEqual(expect.arrayContaining(['olga', 'rita', 'rudi', 'otto']));
    expect(before.permissions).toContainEqual({ username: 'olga', mrId: 2, mrName: 'Kontrolle Damm', role: 'HANDEINGABE_OBSERVE' });

    const withoutOtto = before.permissions.filter((permission) => permission.username !== 'otto');
    const posted = await api().call(
      'admin',
      '/hwe-api/v2/admin/permissions',
      json({
        roles: [...before.roles, 'HANDEINGABE_GAST'],
        users: [...before.users, 'neu'],
        permissions: [
          ...withoutOtto,
          { username: 'neu', mrId: 1, role: 'HANDEINGABE_OBSERVE', $action: 'NEW' },
          { username: 'olga', mrId: 1, role: 'HANDEINGABE_OBSERVE', $action: 'DELETED' },
        ],
      }),
    );
    expect(posted.status).toBe(200);
    const after = (await (await api().call('admin', '/hwe-api/v2/admin/permissions')).json()) as PermissionsResponse;
    expect(after.roles).toContain('HANDEINGABE_GAST');
    expect(after.users).toContain('neu');
    expect(after.permissions).toContainEqual({ username: 'neu', mrId: 1, mrName: 'Pegel Inn', role: 'HANDEINGABE_OBSERVE' });
    expect(after.permissions.filter((permission) => permission.username === 'otto' || (permission.username === 'olga' && permission.mrId === 1))).toEqual([]);
    expect((await api().call('otherRoundOnly', '/hwe-api/v2/measure-round/3')).status).toBe(403);
    expect((await api().call('admin', '/hwe-api/v2/admin/permissions', json({ permissions: [{ username: 'x', mrId: 999, role: 'R' }] }))).status).toBe(400);
    expect(await (await api().call('admin', '/hwe-api/v2/admin/permissions')).json()).toEqual(after);
  });
});

/** The text of an uncompressed pdfkit file: hex strings of its TJ operators, kerning dropped. */
function pdfText(pdf: Buffer): string {
  const lines = pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [];
  return lines
    .map((line) => (line.match(/<([0-9a-f]*)>/g) ?? []).map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1')).join(''))
    .join('\n');
}
