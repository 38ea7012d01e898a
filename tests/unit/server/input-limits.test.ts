// issue 4 limits: clear JSON errors {status, message, field} for malformed JSON, wrong types, unknown
// ids, oversized bodies, non-images, and 401 for expired, wrong-issuer and foreign tokens.
import { describe, expect, test } from 'vitest';
import { damRoundPost, imageUpload, jpegImage, json } from './support/fixtures';
import { securedServerForThisBlock, testDatabases } from './support/server';

const BODY_LIMIT = 64 * 1024;

describe.each(testDatabases)('issue 4 input limits on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_limits', { bodyLimit: BODY_LIMIT });

  const completedCount = async () => ((await (await api().call('admin', '/hwe-api/v2/completed-measure-round')).json()) as { rounds: unknown[] }).rounds.length;

  test('malformed JSON answers 400 and stores nothing', async () => {
    const before = await completedCount();
    const response = await api().call('observer', '/hwe-api/v2/measure-round/2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"instanceId": "x", "entries": [',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    expect(await completedCount()).toBe(before);
  });

  test.each([
    ['a value as text', (post: ReturnType<typeof damRoundPost>) => ({ ...post, entries: [{ ...post.entries[0], value: '12' }] }), 'entries.0.value'],
    ['a missing instanceId', ({ instanceId: _dropped, ...post }: ReturnType<typeof damRoundPost>) => post, 'instanceId'],
    ['an invalid date-time', (post: ReturnType<typeof damRoundPost>) => ({ ...post, creationTime: 'gestern' }), 'creationTime'],
    ['entries that are not a list', (post: ReturnType<typeof damRoundPost>) => ({ ...post, entries: {} }), 'entries'],
    ['an entry without tsId', (post: ReturnType<typeof damRoundPost>) => ({ ...post, entries: [{ value: 1 }] }), 'entries.0.tsId'],
  ])('wrong types: %s answers 400 naming the field', async (_name, change, field) => {
    const before = await completedCount();
    const response = await api().call('observer', '/hwe-api/v2/measure-round/2', json(change(damRoundPost())));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, field });
    expect(await completedCount()).toBe(before);
  });

  test('unknown mrId and instanceId answer 404', async () => {
    for (const path of ['/hwe-api/v2/measure-round/999', '/hwe-api/v2/completed-measure-round/00000000-dead-beef-0000-000000000000']) {
      const response = await api().call('admin', path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, field: path.includes('completed') ? 'instanceId' : 'mrId' });
    }
    expect((await api().call('admin', '/hwe-api/v2/measure-round/999', json(damRoundPost()))).status).toBe(404);
  });

  test('a reused instanceId of another round answers 409 and stores nothing', async () => {
    const post = damRoundPost();
    await api().call('admin', '/hwe-api/v2/measure-round/2', json(post));
    const before = await completedCount();
    const other = { ...post, entries: [{ tsId: 'TS-1001-W', staNumber: '1001', dt: '2026-03-15T07:00:00Z', value: 1 }] };
    const response = await api().call('admin', '/hwe-api/v2/measure-round/1', json(other));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ field: 'instanceId' });
    expect(await completedCount()).toBe(before);
  });

  test('bodies over the configured size answer 413', async () => {
    const post = damRoundPost();
    post.mrRemark = 'x'.repeat(BODY_LIMIT);
    const response = await api().call('observer', '/hwe-api/v2/measure-round/2', json(post));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ status: 413 });
    const image = await api().call('observer', '/hwe-api/v2/measure-round/2/image/big.jpg', imageUpload(Buffer.alloc(BODY_LIMIT + 1)));
    expect(image.status).toBe(413);
  });

  test('images that are not images answer 415', async () => {
    const fake = await api().call('observer', '/hwe-api/v2/measure-round/2/image/fake.jpg', imageUpload(Buffer.from('not a jpeg at all')));
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ status: 415, field: 'body' });
    const text = await api().call('observer', '/hwe-api/v2/measure-round/2/image/text.jpg', {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    const renamed = await api().call('observer', '/hwe-api/v2/measure-round/2/image/ok.png', imageUpload(await jpegImage(), 'image/png'));
    expect(renamed.status).toBe(201);
  });

  test('tokens: expired, wrong issuer, wrong audience and garbage answer 401; clock skew is tolerated', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { preferred_username: 'olga' };
    const cases = [
      await api().provider.signToken(claims, { expiresAt: now - 120 }),
      await api().provider.signToken(claims, { issuer: 'http://127.0.0.1:1/other' }),
      await api().provider.signToken(claims, { audience: 'urn:other:api()' }),
      'not.a.token',
    ];
    for (const token of cases) {
      const response = await fetch(`${api().server.url}/hwe-api/v2/measure-round`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401 });
    }
    const skewed = await api().provider.signToken(claims, { expiresAt: now - 10 });
    const accepted = await fetch(`${api().server.url}/hwe-api/v2/info`, { headers: { Authorization: `Bearer ${skewed}` } });
    expect(await accepted.json()).toMatchObject({ username: 'olga' });
  });

  test('timeseries calls need at least one and at most 100 tsIds', async () => {
    expect((await api().call('admin', '/hwe-api/v2/timeseries/values?remarks=true')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `tsId=T${i}`).join('&');
    const response = await api().call('admin', `/hwe-api/v2/timeseries/values?${many}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'tsId' });
  });
});
