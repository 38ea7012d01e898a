import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_VERSION, apiPaths } from '../../../src/shared/api';
import { request } from '../../../src/worker/http/client';
import { startSession } from '../../../src/worker/http/session';
import { startLocalServer } from './local-server';

describe('spec entry.md §7 headers of every call', () => {
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let token: string | undefined;
  beforeAll(async () => {
    server = await startLocalServer(() => ({ status: 200, body: '{}' }));
    startSession({ browser: 'Chromium', standalone: true, apiBase: server.base }, async () => token);
  });
  afterAll(() => server.close());

  test('Accept JSON by default, X-Client-Browser, X-Client-Version 2025-04-14T08:26/79ecd3b5, X-PWA', async () => {
    token = 'abc';
    await request(apiPaths.info());
    const { headers, url } = server.requests.at(-1)!;
    expect(url).toBe('/hwe-api/v2/info');
    expect(headers.accept).toBe('application/json');
    expect(headers['x-client-browser']).toBe('Chromium');
    expect(headers['x-client-version']).toBe(CLIENT_VERSION);
    expect(CLIENT_VERSION).toBe('2025-04-14T08:26/79ecd3b5');
    expect(headers['x-pwa']).toBe('true');
    expect(headers.authorization).toBe('Bearer abc');
  });

  test('X-PWA is false when not running standalone', async () => {
    startSession({ browser: 'Firefox', standalone: false, apiBase: server.base }, async () => token);
    await request(apiPaths.info());
    expect(server.requests.at(-1)!.headers['x-pwa']).toBe('false');
    expect(server.requests.at(-1)!.headers['x-client-browser']).toBe('Firefox');
  });

  test('a fresh token is asked for before each call', async () => {
    token = 'first';
    await request(apiPaths.info());
    token = 'second';
    await request(apiPaths.info());
    expect(server.requests.at(-2)!.headers.authorization).toBe('Bearer first');
    expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer second');
  });

  test('no Authorization header for anonymous users', async () => {
    token = undefined;
    await request(apiPaths.measureRounds());
    expect(server.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  test('never an Authorization header on the config call, even when logged in', async () => {
    token = 'abc';
    await request(apiPaths.config(), { authorize: false, cache: 'no-cache' });
    const { headers } = server.requests.at(-1)!;
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-client-version']).toBe(CLIENT_VERSION);
  });

  test('If-None-Match carries the stored ETag; Accept can be changed (GeoJSON track)', async () => {
    await request(apiPaths.mapTrack(7), { etag: '"v1"', accept: 'application/geo+json' });
    const { headers } = server.requests.at(-1)!;
    expect(headers['if-none-match']).toBe('"v1"');
    expect(headers.accept).toBe('application/geo+json');
  });
});
