// issue 9: one error shape for the framework's own refusals too, no-store on personal answers, immutable
// hashed assets, and local demo mode answering only loopback Host names.
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../src/server/start';
import { damRoundPost, json } from './support/fixtures';
import { startTestServer } from './support/server';

let server: RunningServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'hwe-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>hwe</title>');
  await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ staticDir });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** A request with a raw path and Host header (fetch would normalise both). */
function rawGet(path: string, host = new URL(server.url).host, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('issue 9: one error shape {status, message, field} for refusals raised before routing', () => {
  test.each([
    ['a 300-character image name', 'PUT', `/hwe-api/v2/measure-round/2/image/${'a'.repeat(300)}`, 414],
    ['a malformed percent-encoding', 'GET', '/hwe-api/v2/timeseries/%E0%A4%A/metadata', 400],
    ['an unknown API route', 'GET', '/hwe-api/v2/nothing-here', 404],
  ])('%s answers %s %i in the one shape', async (_name, method, path, status) => {
    const response = await rawGet(path, undefined, method);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(body).toMatchObject({ status, message: expect.any(String) });
    expect(Object.keys(body).every((key) => ['status', 'message', 'field'].includes(key))).toBe(true);
  });
});

describe('issue 9: personal answers are never stored by caches; hashed assets stay immutable', () => {
  beforeAll(async () => {
    expect((await fetch(`${server.url}/hwe-api/v2/measure-round/2`, json(damRoundPost()))).status).toBe(201);
  });

  test.each([
    '/hwe-api/v2/info',
    '/hwe-api/v2/admin/permissions',
    '/hwe-api/v2/measure-round',
    '/hwe-api/v2/measure-round/2',
    '/hwe-api/v2/completed-measure-round',
    '/hwe-api/v2/completed-measure-round/timeseries-values?tsId=TS-2002-W',
    '/hwe-api/v2/timeseries/values?tsId=TS-2002-W',
    '/hwe-api/v2/timeseries/TS-2002-W/metadata',
    '/hwe-api/v2/measure-documents',
    '/hwe-api/v2/nothing-here',
  ])('%s', async (path) => {
    const response = await rawGet(path);
    const cacheControl = String(response.headers['cache-control']);
    const noCacheWithEtag = /no-cache/.test(cacheControl) && Boolean(response.headers.etag);
    expect(cacheControl === 'no-store' || noCacheWithEtag, `${path}: ${cacheControl}`).toBe(true);
    expect(cacheControl).not.toMatch(/public|max-age/);
  });

  test('hashed assets keep a year of immutable caching', async () => {
    const response = await rawGet('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('issue 9: local demo mode answers only loopback Host names', () => {
  test.each(['127.0.0.1', '127.0.0.1:8080', 'localhost', 'LOCALHOST:5173', '[::1]', '[::1]:8080'])('Host %s is answered', async (host) => {
    const response = await rawGet('/hwe-api/v2/info', host);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ username: 'demo', isAdmin: true });
  });

  test.each(['evil.example', 'evil.example:8080', '127.0.0.1.evil.example', 'localhost.evil.example', '10.0.0.1'])(
    'Host %s answers 403 in the one error shape',
    async (host) => {
      const response = await rawGet('/hwe-api/v2/info', host);
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toEqual({ status: 403, message: expect.stringContaining('127.0.0.1'), field: 'host' });
    },
  );
});
