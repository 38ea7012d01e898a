import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { request } from '../../../src/worker/http/client';
import { startSession } from '../../../src/worker/http/session';
import { startLocalServer, type Answer } from './local-server';

/** path → answer, so each test picks the status it checks */
const answers: Record<string, Answer> = {
  '/ok': { status: 200, body: '{"a":1}' },
  '/not-modified': { status: 304 },
  '/missing': { status: 404, statusText: 'Not Found', body: '{"status":404,"message":"Round 9 not found"}' },
  '/broken': { status: 500, statusText: 'Internal Server Error', body: 'database down' },
  '/refused': { status: 400, statusText: 'Bad Request', body: '{"status":400,"message":"mrId is required!"}' },
  '/login': { status: 401, statusText: 'Unauthorized', body: '' },
  '/forbidden': { status: 403, statusText: 'Forbidden', body: '{"status":403,"message":"No permission"}' },
  '/bad-gateway': { status: 502, statusText: 'Bad Gateway', body: 'upstream down' },
  '/unavailable': { status: 503, statusText: 'Service Unavailable', body: '' },
  '/gateway-timeout': { status: 504, statusText: 'Gateway Timeout', body: '' },
};

describe('spec entry.md §7 status handling', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let token: string | undefined;
  beforeAll(async () => {
    server = await startLocalServer(({ url }) => answers[url] ?? { status: 200 });
    startSession({ browser: 'Chromium', standalone: false, apiBase: server.base }, async () => token);
  });
  afterAll(() => server.close());

  test('2xx resolves with the response', async () => {
    expect(await (await request('/ok')).json()).toEqual({ a: 1 });
  });

  test('304 raises a not-modified condition', async () => {
    await expect(request('/not-modified', { etag: '"x"' })).rejects.toMatchObject({ code: 'NOT_MODIFIED', status: 304 });
  });

  test('issue 34: 502, 503 and 504 from a gateway mean the server was not reached (NETWORK, errors.network), not a refusal', async () => {
    await expect(request('/bad-gateway')).rejects.toMatchObject({ code: 'NETWORK', messageKey: 'errors.network', status: 502, detail: 'upstream down' });
    await expect(request('/unavailable')).rejects.toMatchObject({ code: 'NETWORK', status: 503 });
    await expect(request('/gateway-timeout')).rejects.toMatchObject({ code: 'NETWORK', status: 504 });
  });

  test('404 raises a not-found condition', async () => {
    await expect(request('/missing')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Round 9 not found' });
  });

  test('any other non-OK response is an error with status text and body', async () => {
    await expect(request('/broken')).rejects.toEqual({
      code: 'HTTP',
      message: '500 Internal Server Error',
      messageKey: 'errors.http',
      status: 500,
      statusText: 'Internal Server Error',
      detail: 'database down',
    });
    await expect(request('/refused')).rejects.toMatchObject({ code: 'HTTP', status: 400, message: 'mrId is required!' });
  });

  test('401 means not logged in; 403 too when no token was sent, but a permission error for a logged-in user', async () => {
    token = 'abc';
    await expect(request('/login')).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', status: 401 });
    await expect(request('/forbidden')).rejects.toMatchObject({ code: 'HTTP', status: 403, message: 'No permission' });
    token = undefined;
    await expect(request('/forbidden')).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', status: 403 });
  });

  test('errors are plain data, not Error instances (they cross the Comlink boundary intact)', async () => {
    const error = await request('/broken').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(Error);
    expect(structuredClone(error)).toEqual(error);
  });

  test('an unreachable server is a NETWORK error', async () => {
    startSession({ browser: 'Chromium', standalone: false, apiBase: 'http://127.0.0.1:1' }, async () => undefined);
    await expect(request('/ok')).rejects.toMatchObject({ code: 'NETWORK' });
    startSession({ browser: 'Chromium', standalone: false, apiBase: server.base }, async () => token);
  });

  test('a failing token lookup is NOT_LOGGED_IN with its message', async () => {
    startSession({ browser: 'Chromium', standalone: false, apiBase: server.base }, async () => {
      throw new Error('[keycloak] Not authenticated!');
    });
    await expect(request('/ok')).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', message: '[keycloak] Not authenticated!' });
    startSession({ browser: 'Chromium', standalone: false, apiBase: server.base }, async () => token);
  });
});
