// issue 35 "the PDF service starves": a bounded queue in front of the layout threads with a per-user share.
// The pool itself (real threads, real layouts): the share and the queue length answer 503 with Retry-After at once;
// over HTTP: one user's ten big protocols never delay another user's first.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../../src/server/http/api-error';
import { createPdfPool, PER_USER_SHARE } from '../../../src/server/pdf/pdf-pool';
import { startSecuredTestServer, type SecuredTestServer } from './support/server';
import { roundWithRemarks, tinyDemo } from './support/tiny-demo';

const BIG_ID = '7b0c7a52-0000-4000-8000-0000000b1600';
const SMALL_ID = '7b0c7a52-0000-4000-8000-00000005a011';
/** two of these per entry: issue 35's big PDF has 950 entries with two 10,000-character remarks */
const LONG_REMARK = 'Wort '.repeat(2_000);


async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('issue 35 the PDF queue', () => {
  const pool = createPdfPool({ threads: 2, queueLength: 3 });
  afterAll(() => pool.close());

  test(`issue 35: a user's protocols beyond ${PER_USER_SHARE} waiting or under way answer 503 with Retry-After at once`, async () => {
    const big = JSON.stringify(roundWithRemarks(BIG_ID, 100, LONG_REMARK));
    const accepted = Array.from({ length: PER_USER_SHARE }, () => pool.render('anna', async () => big));
    const started = performance.now();
    const refused = await refusal(pool.render('anna', async () => big));
    // issue 35 "Done when": refused within a second
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refused.status).toBe(503);
    expect(Number(refused.extra.headers?.['Retry-After'])).toBeGreaterThan(0);
    // another user still has a share
    const other = pool.render('olga', async () => JSON.stringify(roundWithRemarks(SMALL_ID, 1, 'Pegel abgelesen')));
    for (const pdf of [...accepted, other]) expect((await pdf).subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);

  test('issue 35: beyond the queue length every user is answered 503 with Retry-After at once', async () => {
    const big = JSON.stringify(roundWithRemarks(BIG_ID, 100, LONG_REMARK));
    // two users each lay out one and wait with one, the fifth waits too: the queue of 3 is full
    const accepted: Promise<Buffer>[] = [];
    for (const user of ['u1', 'u1', 'u2', 'u2', 'u3']) {
      accepted.push(pool.render(user, async () => big));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const refused = await refusal(pool.render('u4', async () => JSON.stringify(roundWithRemarks(SMALL_ID, 1, 'Pegel abgelesen'))));
    expect(refused.status).toBe(503);
    expect(refused.extra.headers?.['Retry-After']).toBeDefined();
    await Promise.all(accepted);
    // once the queue drains the next protocol is laid out
    expect((await pool.render('u4', async () => JSON.stringify(roundWithRemarks(SMALL_ID, 1, 'Pegel abgelesen')))).subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);
});

describe('issue 35 one user\'s ten big PDFs never delay another user\'s first', () => {
  let api: SecuredTestServer;
  beforeAll(async () => {
    const demo = tinyDemo();
    // 950 entries with two 10,000-character remarks each: 88 MB and 25 s before the text cap
    demo.completedRounds.push(roundWithRemarks(BIG_ID, 950, LONG_REMARK), roundWithRemarks(SMALL_ID, 3, 'Pegel abgelesen'));
    api = await startSecuredTestServer({ name: 'PGlite' }, 'hwe_test_pdf_queue', { demoData: demo });
  }, 120_000);
  afterAll(() => api?.close());

  const pdf = async (user: 'admin' | 'observer', instanceId: string) => {
    const started = performance.now();
    const response = await api.call(user, `/hwe-api/v2/completed-measure-round/${instanceId}/pdf`);
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body, ms: performance.now() - started, endedAt: performance.now() };
  };

  test('issue 35: 2 of the ten are laid out, 8 answer 503 with Retry-After within a second; the other user\'s one-page PDF ends first', async () => {
    // both threads started (each loads the renderer once)
    await Promise.all([pdf('admin', SMALL_ID), pdf('observer', SMALL_ID)]);
    const bigOnes = Array.from({ length: 10 }, () => pdf('admin', BIG_ID));
    const small = await pdf('observer', SMALL_ID);
    const answers = await Promise.all(bigOnes);
    expect(small.status).toBe(200);
    const refused = answers.filter((answer) => answer.status === 503);
    const built = answers.filter((answer) => answer.status === 200);
    expect(refused).toHaveLength(10 - PER_USER_SHARE);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 503 });
      expect(answer.ms).toBeLessThan(1000);
    }
    expect(built).toHaveLength(PER_USER_SHARE);
    expect(small.endedAt).toBeLessThan(Math.min(...built.map((answer) => answer.endedAt)));
    // the cut cells keep the big protocol small (88 MB before)
    for (const answer of built) expect(answer.body.length).toBeLessThan(20 * 1024 * 1024);
  }, 180_000);
});
