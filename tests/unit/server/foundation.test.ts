import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../src/server/start';
import type { ConfigResponse, InfoResponse, MeasureRoundListResponse, MeasureRoundResponse } from '../../../src/shared/api';
import { startTestServer } from './support/server';

let server: RunningServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'hwe-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>hwe</title><script type="module" src="/assets/index-abc123.js"></script>');
  await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  server = await startTestServer({ staticDir });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(server.url + path, init);

describe('spec entry.md §7 GET /hwe-api/v2/config', () => {
  test('answers without a token with the demo settings and no-cache', async () => {
    const response = await get('/hwe-api/v2/config');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const config = (await response.json()) as ConfigResponse;
    expect(config).toMatchObject({ showArchive: true, showMobileMap: true, showDischargeMeters: true, showLoginLogout: false });
    expect(config.identityProvider).toBeUndefined();
  });
});

describe('spec archive.md §3 ServerInfo via GET /info in local demo mode', () => {
  test('reports version, apiVersion v2 and the demo admin user', async () => {
    const info = (await (await get('/hwe-api/v2/info')).json()) as InfoResponse;
    expect(info).toMatchObject({ version: '0.1.0', name: 'hwe-handentry', apiVersion: 'v2', isAdmin: true, username: 'demo' });
    expect(info.copyright).toMatch(/©/);
    expect(typeof info.revision).toBe('string');
  });
});

describe('spec entry.md §7 GET /measure-round', () => {
  test('lists the rounds with category and carries a Date header as version', async () => {
    const response = await get('/hwe-api/v2/measure-round');
    expect(response.status).toBe(200);
    expect(Number.isNaN(Date.parse(response.headers.get('date') ?? ''))).toBe(false);
    const rounds = (await response.json()) as MeasureRoundListResponse;
    expect(rounds).toEqual([
      { mrId: 1, mrName: 'Pegel Inn', mrGroup: 'Messtouren für demo' },
      { mrId: 2, mrName: 'Kontrolle Damm', mrGroup: 'Talsperren' },
      { mrId: 3, mrName: 'Meteo Nord', mrGroup: 'Meteo' },
    ]);
  });

  test('GET /measure-round/{mrId} answers the round with its entries in order', async () => {
    const round = (await (await get('/hwe-api/v2/measure-round/1')).json()) as MeasureRoundResponse;
    expect(round.mrName).toBe('Pegel Inn');
    expect(round.entries.map((entry) => entry.tsId)).toEqual(['TS-1001-W', 'TS-1002-W']);
  });

  test('an unknown round answers 404 with a JSON error naming the field', async () => {
    for (const mrId of ['999', 'abc']) {
      const response = await get(`/hwe-api/v2/measure-round/${mrId}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, field: 'mrId' });
    }
  });
});

describe('issue 2 security headers and built client', () => {
  test('every response carries a CSP without inline scripts or eval, and the other security headers', async () => {
    for (const path of ['/', '/hwe-api/v2/config', '/hwe-api/v2/measure-round/999']) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src'));
      expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  test('history-API fallback answers index.html for app routes, not for API paths', async () => {
    expect((await get('/archive/some-id', { method: 'HEAD' })).headers.get('content-type')).toContain('text/html');
    const page = await get('/archive/some-id?x=1');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>hwe</title>');
    const api = await get('/hwe-api/v2/does-not-exist');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 404 });
  });

  test('issue 36 item 20: a missing map tile answers 404, not the app page', async () => {
    const tile = await get('/tiles/13/4350/2870.png');
    expect(tile.status).toBe(404);
    expect(tile.headers.get('content-type')).not.toContain('text/html');
  });

  test('hashed assets are cached for a year, the service worker never', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/missing-zzz.js')).status).toBe(404);
  });
});
