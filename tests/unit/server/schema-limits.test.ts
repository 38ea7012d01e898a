// issue 9 / issue 14: the limits that live in the schemas of src/shared/schema. Text lengths, control
// characters and date ranges answer 400 naming the field, the same for bodies, query and path parameters,
// and nothing is stored.
import { describe, expect, test } from 'vitest';
import { MAX_LENGTH } from '../../../src/shared/schema/limits';
import { damRoundPost, json } from './support/fixtures';
import { securedServerForThisBlock, testDatabases } from './support/server';

const BAD_INSTANTS = ['2026-12-31T23:59:60Z', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '2026-02-30T10:00:00Z', '1899-12-31T23:59:59Z', '2201-01-01T00:00:00Z'];

describe.each(testDatabases)('issue 9 limits in the schemas on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_schema_limits');
  const completedCount = async () => ((await (await api().call('admin', '/hwe-api/v2/completed-measure-round')).json()) as { rounds: unknown[] }).rounds.length;

  async function refusedPost(body: unknown, field: string) {
    const before = await completedCount();
    const response = await api().call('observer', '/hwe-api/v2/measure-round/2', json(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, field });
    expect(await completedCount()).toBe(before);
  }

  test.each(BAD_INSTANTS)('an entry dt or creationTime %s is no real instant in 1900–2200: 400 naming the field', async (dt) => {
    const post = damRoundPost();
    await refusedPost({ ...post, entries: [{ ...post.entries[0], dt }, ...post.entries.slice(1)] }, 'entries.0.dt');
    await refusedPost({ ...damRoundPost(), creationTime: dt }, 'creationTime');
  });

  test.each(BAD_INSTANTS)('a query dt %s answers 400 naming dt', async (dt) => {
    for (const path of [`/hwe-api/v2/timeseries/metadata?dt=${encodeURIComponent(dt)}&tsId=TS-2002-W`, `/hwe-api/v2/timeseries/TS-2002-W/metadata?dt=${encodeURIComponent(dt)}`]) {
      const response = await api().call('observer', path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 400, field: 'dt' });
    }
  });

  test('a NUL or other control character in a remark, instanceId or team answers 400; newline and tab in remarks are fine', async () => {
    const post = damRoundPost();
    await refusedPost({ ...post, entries: [{ ...post.entries[0], staRemark: { text: 'nass\u0000' } }, ...post.entries.slice(1)] }, 'entries.0.staRemark.text');
    await refusedPost({ ...damRoundPost(), instanceId: 'abc\u0000' }, 'instanceId');
    await refusedPost({ ...damRoundPost(), mrTeam: 'Hofer\nHaller' }, 'mrTeam');
    await refusedPost({ ...damRoundPost(), mrRemark: 'Wind\u001b[31m' }, 'mrRemark');
    const fine = { ...damRoundPost(), mrRemark: 'Starker Wind\n\tam Damm\r\n' };
    expect((await api().call('observer', '/hwe-api/v2/measure-round/2', json(fine))).status).toBe(201);
  });

  test('a NUL in a path parameter answers 400 naming the parameter', async () => {
    for (const [path, field] of [
      ['/hwe-api/v2/measure-round/2%00', 'mrId'],
      ['/hwe-api/v2/completed-measure-round/abc%00', 'instanceId'],
      ['/hwe-api/v2/timeseries/TS%00/metadata', 'tsId'],
    ]) {
      const response = await api().call('admin', path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ status: 400, field });
    }
  });

  test('texts longer than their documented maximum answer 400 naming the field', async () => {
    const post = damRoundPost();
    await refusedPost({ ...post, mrRemark: 'x'.repeat(MAX_LENGTH.remark + 1) }, 'mrRemark');
    await refusedPost({ ...damRoundPost(), mrTeam: 'x'.repeat(MAX_LENGTH.name + 1) }, 'mrTeam');
    await refusedPost({ ...damRoundPost(), instanceId: 'x'.repeat(MAX_LENGTH.id + 1) }, 'instanceId');
    const atMost = damRoundPost();
    await expect(api().call('observer', '/hwe-api/v2/measure-round/2', json({ ...atMost, mrRemark: 'x'.repeat(MAX_LENGTH.remark) }))).resolves.toMatchObject({ status: 201 });
    const storedPermissions = async () => (await api().call('admin', '/hwe-api/v2/admin/permissions')).text();
    const before = await storedPermissions();
    const permissions = await api().call('admin', '/hwe-api/v2/admin/permissions', json({ permissions: [{ username: 'u'.repeat(MAX_LENGTH.id + 1), mrId: 2, role: 'HANDEINGABE_OBSERVE' }] }));
    expect(permissions.status).toBe(400);
    expect(await permissions.json()).toMatchObject({ field: 'permissions.0.username' });
    expect(await storedPermissions()).toBe(before);
  });
});
