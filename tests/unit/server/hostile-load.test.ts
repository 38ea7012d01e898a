// issue 35 "hostile load": requests a stranger can send cheaply are refused at once with a 4xx in the one error
// shape, /info keeps answering meanwhile, and nothing refused changes what is stored.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../src/server/http/json-body';
import { damRoundPost, json } from './support/fixtures';
import { fingerprint } from './support/fingerprint';
import { securedServerForThisBlock, testDatabases, type SecuredTestServer, type TestUser } from './support/server';

const API = '/hwe-api/v2';

async function expectRefused(api: SecuredTestServer, user: TestUser, path: string, init: RequestInit, status: number, field?: string) {
  const before = await fingerprint(api);
  const response = await api.call(user, API + path, init);
  expect(response.status, path).toBe(status);
  expect(await response.json()).toMatchObject({ status, message: expect.any(String), ...(field ? { field } : {}) });
  expect(await fingerprint(api)).toBe(before);
}

/** The longest /info call (ms) while `work` runs. */
async function slowestInfoWhile(api: SecuredTestServer, work: Promise<unknown>): Promise<number> {
  let done = false;
  void work.finally(() => (done = true));
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    await (await api.call('anonymous', `${API}/info`)).arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
  }
  await work;
  return slowest;
}

describe.each(testDatabases)('issue 35 bounded work before trust on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_hostile_load');

  test('issue 35: a 10 KB gzip body inflating to 10 million nested [ answers 400 at once, /info keeps answering', async () => {
    const bomb = gzipSync(Buffer.from('['.repeat(10_000_000)));
    expect(bomb.length).toBeLessThan(20_000);
    const post = async () => {
      const started = performance.now();
      const response = await api().call('observer', `${API}/measure-round/2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: bomb,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 400, field: 'body', message: `The body is nested deeper than ${MAX_JSON_DEPTH} levels` });
      return performance.now() - started;
    };
    const before = await fingerprint(api());
    const alone = await slowestInfoWhile(api(), Promise.all(Array.from({ length: 6 }, () => api().call('observer', `${API}/measure-round`))));
    const bombs = Promise.all([post(), post(), post(), post(), post(), post()]);
    // issue 35 "Done when": refused within a second, /info under 200 ms meanwhile (beyond its time beside six
    // ordinary calls: this machine's load alone can take 200 ms; before the fix /info waited 5 to 19 s)
    expect(await slowestInfoWhile(api(), bombs)).toBeLessThan(alone + 200);
    expect(Math.max(...(await bombs))).toBeLessThan(1000);
    expect(await fingerprint(api())).toBe(before);
  });

  test('issue 35: a body nested just within the limit is parsed, one level deeper is refused', async () => {
    const nested = (depth: number) => ({ ...damRoundPost(), extra: JSON.parse('['.repeat(depth - 1) + ']'.repeat(depth - 1)) });
    // the post itself is the first level
    const within = await api().call('observer', `${API}/measure-round/2`, json(nested(MAX_JSON_DEPTH)));
    expect(within.status).toBe(201);
    await expectRefused(api(), 'observer', '/measure-round/2', json(nested(MAX_JSON_DEPTH + 1)), 400, 'body');
  });

  test('issue 35: a gzip body inflating beyond the body limit answers 413', async () => {
    const spaces = gzipSync(Buffer.alloc(21 * 1024 * 1024, ' '));
    await expectRefused(api(), 'observer', '/measure-round/2', { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: spaces }, 413);
  });

  test('issue 38 post-gzip: a round post gzip\'d within the limit is stored as the same round sent plain (the plain repeat is its duplicate)', async () => {
    const post = damRoundPost();
    const gzipped = await api().call('observer', `${API}/measure-round/2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify(post)),
    });
    expect(gzipped.status).toBe(201);
    expect(await gzipped.json()).toEqual({ instanceId: post.instanceId, count: post.entries.length, duplicate: false });
    const plain = await api().call('observer', `${API}/measure-round/2`, json(post));
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual({ instanceId: post.instanceId, count: post.entries.length, duplicate: true });
  });

  test.each([
    ['mrTeam', (post: ReturnType<typeof damRoundPost>) => ({ ...post, mrTeam: 'Hofer\ud800' }), 'mrTeam'],
    ['mrRemark', (post: ReturnType<typeof damRoundPost>) => ({ ...post, mrRemark: '\udc00 Wind' }), 'mrRemark'],
    ['instanceId', (post: ReturnType<typeof damRoundPost>) => ({ ...post, instanceId: `${post.instanceId}\ud800` }), 'instanceId'],
    ['a remark text', (post: ReturnType<typeof damRoundPost>) => ({ ...post, entries: [{ ...post.entries[0], staRemark: { text: 'nass\udbff' } }] }), 'entries.0.staRemark.text'],
    ['a key', (post: ReturnType<typeof damRoundPost>) => ({ ...post, ['x\ud800']: 1 }), 'x\ud800'],
  ])('issue 35: a lone UTF-16 surrogate in %s answers 400 naming the field, nothing stored', async (_name, change, field) => {
    await expectRefused(api(), 'observer', '/measure-round/2', json(change(damRoundPost())), 400, field);
  });

  test('issue 35: a surrogate pair (an emoji) is well-formed text and stored', async () => {
    const post = { ...damRoundPost(), mrRemark: 'Sonne \ud83c\udf1e' };
    expect((await api().call('observer', `${API}/measure-round/2`, json(post))).status).toBe(201);
  });
});

describe.each(testDatabases)('issue 35 ids, instants and file names on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_hostile_ids');

  test.each(['+14:00', '-14:00', '+05:45'])('issue 35: an instant with the offset %s is a real instant', async (offset) => {
    const response = await api().call('admin', `${API}/timeseries/values?tsId=TS-2002-W&from=${encodeURIComponent(`2026-03-01T00:00:00${offset}`)}`);
    expect(response.status).toBe(200);
  });

  test.each(['+14:01', '-15:00', '+15:59', '+23:59'])('issue 35: an instant with the offset %s answers 400 naming the field', async (offset) => {
    await expectRefused(api(), 'admin', `/timeseries/values?tsId=TS-2002-W&from=${encodeURIComponent(`2026-03-01T00:00:00${offset}`)}`, {}, 400, 'from');
    await expectRefused(api(), 'observer', '/measure-round/2', json({ ...damRoundPost(), creationTime: `2026-03-15T06:00:00${offset}` }), 400, 'creationTime');
  });

  test.each(['.', '..', '...', `a"; filename*=UTF-8''evil.html; x="`, "it's", 'a/b', 'a\\b', '<b>', 'a`b'])(
    'issue 35: the instanceId %j answers 400, nothing stored',
    async (instanceId) => {
      await expectRefused(api(), 'observer', '/measure-round/2', json({ ...damRoundPost(), instanceId }), 400, 'instanceId');
    },
  );

  test.each(['%2e%2e', '.', '..', 'a%22b'])('issue 35: the image name %s answers 400, nothing stored', async (name) => {
    const before = await fingerprint(api());
    // sent as written: fetch would resolve the dot segments of the path before sending it
    const { port } = new URL(api().server.url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        { port, host: '127.0.0.1', method: 'PUT', path: `${API}/measure-round/2/image/${name}`, headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${api().tokens.observer}` } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end(Buffer.from([0xff, 0xd8, 0xff]));
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, field: 'imageName' });
    expect(await fingerprint(api())).toBe(before);
  });

  test('issue 35: a PDF of a round whose instanceId is beyond Latin-1 downloads, named per RFC 6266 with filename*', async () => {
    const post = { ...damRoundPost(), instanceId: `Runde-€-${Date.now()}` };
    expect((await api().call('observer', `${API}/measure-round/2`, json(post))).status).toBe(201);
    const pdf = await api().call('admin', `${API}/completed-measure-round/${encodeURIComponent(post.instanceId)}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `inline; filename="protokoll-${post.instanceId.replace('€', '_')}.pdf"; filename*=UTF-8''protokoll-${encodeURIComponent(post.instanceId)}.pdf`,
    );
  });
});

describe('issue 35 ids cannot be probed', () => {
  const api = securedServerForThisBlock({ name: 'PGlite' }, 'hwe_test_hostile_probe');

  test('issue 35: an unknown and a foreign tsId answer alike (404 in the same shape)', async () => {
    const answers = await Promise.all(
      ['TS-9999-X', 'TS-1001-W'].map(async (tsId) => {
        const response = await api().call('otherRoundOnly', `${API}/timeseries/values?tsId=${tsId}`);
        const body = (await response.json()) as { message: string };
        return { status: response.status, body: { ...body, message: body.message.replace(tsId, '<tsId>') } };
      }),
    );
    expect(answers[0]).toEqual({ status: 404, body: { status: 404, message: 'Timeseries <tsId> not found', field: 'tsId' } });
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe.each(testDatabases)('issue 35 every field of an entry has a limit or is dropped on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_hostile_fields');
  type Post = ReturnType<typeof damRoundPost>;
  const withFirstEntry = (post: Post, fields: Record<string, unknown>) => ({ ...post, entries: [{ ...post.entries[0], ...fields }, ...post.entries.slice(1)] });

  test('issue 35: unknown keys of an entry are not stored; known pass-through fields are', async () => {
    const post = damRoundPost();
    const tasks = [{ taskType: 'CLEAN', text: 'Pegellatte reinigen', taskDone: false }];
    const response = await api().call('observer', `${API}/measure-round/2`, json(withFirstEntry(post, { unknownKey: 'x', secret: { a: 1 }, staTasks: tasks })));
    expect(response.status).toBe(201);
    const stored = (await (await api().call('admin', `${API}/completed-measure-round/${post.instanceId}`)).json()) as { entries: Record<string, unknown>[] };
    expect(stored.entries[0]).not.toHaveProperty('unknownKey');
    expect(stored.entries[0]).not.toHaveProperty('secret');
    expect(stored.entries[0].staTasks).toEqual(tasks);
  });

  test.each([
    ['valueOverviewString with NUL', { valueOverviewString: 'Ja\u0000' }, 'entries.0.valueOverviewString'],
    ['valueOverviewString of 201 characters', { valueOverviewString: 'J'.repeat(201) }, 'entries.0.valueOverviewString'],
    ['staTasks with NUL', { staTasks: [{ taskType: 'CLEAN', text: 'a\u0000b' }] }, 'entries.0.staTasks'],
    ['staTasks of 40,000 characters', { staTasks: [{ taskType: 'CLEAN', text: 'x'.repeat(40_000) }] }, 'entries.0.staTasks'],
    ['staTasks nested 9 deep', { staTasks: [{ taskType: 'CLEAN', text: 'x', extra: JSON.parse('['.repeat(7) + ']'.repeat(7)) }] }, 'entries.0.staTasks'],
    ['a discharge protocol key with a control character', { dischargeProtocol: { ['a\u0001']: 1 } }, 'entries.0.dischargeProtocol'],
  ])('issue 35: %s answers 400 naming the field, nothing stored', async (_name, fields, field) => {
    await expectRefused(api(), 'observer', '/measure-round/2', json(withFirstEntry(damRoundPost(), fields)), 400, field);
  });
});
