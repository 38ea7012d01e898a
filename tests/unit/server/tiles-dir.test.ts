// issue 36 item 20: a server given its own tiles (TILES_DIR) serves them at /tiles/ and names them as the map's base
// layer, kept offline; a missing tile stays 404. A configured offline layer on another host may be fetched by the
// worker (CSP connect-src), a layer not kept offline may not.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from '../../../src/server/http/security-headers';
import { mapLayerOrigins } from '../../../src/server/routes/config';
import type { RunningServer } from '../../../src/server/start';
import type { ConfigResponse } from '../../../src/shared/api';
import { startTestServer } from './support/server';

let server: RunningServer;
let tilesDir: string;
const TILE = Buffer.from('not really a png, served as it is');

beforeAll(async () => {
  tilesDir = await mkdtemp(join(tmpdir(), 'hwe-tiles-'));
  await mkdir(join(tilesDir, '13', '4355'), { recursive: true });
  await writeFile(join(tilesDir, '13', '4355', '2872.png'), TILE);
  server = await startTestServer({ tilesDir });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(tilesDir, { recursive: true, force: true });
});

describe('issue 36 item 20: a server with its own tiles', () => {
  test('serves a tile at /tiles/{z}/{x}/{y}.png as an image, a missing one 404', async () => {
    const tile = await fetch(`${server.url}/tiles/13/4355/2872.png`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await tile.arrayBuffer())).toEqual(TILE);
    expect((await fetch(`${server.url}/tiles/13/4355/2873.png`)).status).toBe(404);
  });

  test('its configuration names that layer, allowed offline', async () => {
    const config = (await (await fetch(`${server.url}/hwe-api/v2/config`)).json()) as ConfigResponse;
    expect(config.mapLayers).toEqual([{ type: 'tile', name: 'Karte', url: '/tiles/{z}/{x}/{y}.png', offline: true }]);
  });

  test('an offline layer on another host is in connect-src, a layer only shown is not', () => {
    const settings: ConfigResponse = {
      mapLayers: [
        { type: 'tile', name: 'Kept', url: 'https://kept.example/{z}/{x}/{y}.png', offline: true },
        { type: 'tile', name: 'Shown', url: 'https://shown.example/{z}/{x}/{y}.png' },
      ],
    };
    const csp = contentSecurityPolicy({
      imageOrigins: mapLayerOrigins(settings),
      connectOrigins: mapLayerOrigins(settings, (layer) => layer.offline === true),
    });
    expect(csp).toContain("connect-src 'self' https://kept.example;");
    expect(csp).toContain("img-src 'self' data: blob: https://kept.example https://shown.example;");
  });
});
