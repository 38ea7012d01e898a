// issue 36 item 20: tiles of a preloaded round's area are kept for offline use where the layer allows it — a server
// with its own tiles (TILES_DIR, a layer marked offline) is preloaded, the network goes away, and the round's map
// shows its tiles from the device without a console error; outside the kept area the map stays blank, silently.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { MAX_ROUND_TILES, tilesAround } from '../../src/shared/maths/tile-range';
import { serverForThisFile } from './server-for-this-file';

const ROUND = 'Demo Pegelrunde Innsbruck';
let tilesDir = '';

test.beforeAll(async () => {
  tilesDir = await mkdtemp(join(tmpdir(), 'hwe-tiles-'));
});
const server = serverForThisFile(() => ({ TILES_DIR: tilesDir }));
test.afterAll(async () => {
  await rm(tilesDir, { recursive: true, force: true });
});

/** One green 256 px PNG at every tile the preload asks for around the round's stations (the server serves them). */
async function writeRoundTiles(): Promise<number> {
  const answer = (await (await fetch(`${server().url}/hwe-api/v2/measure-round/101`)).json()) as
    | { entries: { staLocation?: { latitude: number; longitude: number } }[] }
    | { staLocation?: { latitude: number; longitude: number } }[];
  const entries = Array.isArray(answer) ? answer : answer.entries;
  const points = entries.flatMap((entry): [number, number][] => (entry.staLocation ? [[entry.staLocation.latitude, entry.staLocation.longitude]] : []));
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#9c9' } }).png().toBuffer();
  const tiles = tilesAround(points);
  for (const { z, x, y } of tiles) {
    await mkdir(join(tilesDir, String(z), String(x)), { recursive: true });
    await writeFile(join(tilesDir, String(z), String(x), `${y}.png`), png);
  }
  return tiles.length;
}

test('issue 36 item 20: a preloaded round shows its kept tiles offline, with no console error from tiles', async ({ page, context }) => {
  test.setTimeout(120_000);
  const tileCount = await writeRoundTiles();
  expect(tileCount).toBeGreaterThan(0);
  expect(tileCount).toBeLessThanOrEqual(MAX_ROUND_TILES);
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(error.message));

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${server().url}/loadTimeseriesValues?groups=${encodeURIComponent(ROUND)}`);
  // the round, its overlays and track, its tiles (one step for the offline layer) and the documents, all stored
  await expect(page.getByRole('progressbar', { name: /^Messtouren, Karten und Dokumente: 6 von 6$/ })).toHaveAttribute('aria-valuenow', '100', { timeout: 45_000 });
  await expect(page.getByText(/^1 Messtour und \d+ Zeitreihen geladen\.$/)).toBeVisible({ timeout: 45_000 });
  const kept = await page.evaluate(async () => (await (await caches.open('hwe-map-tiles')).keys()).length);
  expect(kept).toBe(tileCount);

  await page.goto(server().url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.locator('.group-item', { hasText: ROUND }).getByRole('button', { name: 'Offline erfassen' }).click();
  await expect(page).toHaveURL(/\/mobile\/[0-9a-f-]{36}\/list$/);

  await context.setOffline(true);
  const tileRequests: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname.startsWith('/tiles/') && tileRequests.push(request.url()));
  await page.getByRole('link', { name: 'Karte' }).click();
  const loaded = page.locator('.round-map img.leaflet-tile-loaded');
  await expect.poll(() => loaded.count()).toBeGreaterThan(0);
  expect(await loaded.evaluateAll((tiles) => tiles.every((tile) => (tile as HTMLImageElement).src.startsWith('blob:')))).toBe(true);

  // zoomed out past the kept levels (zoom 10 and finer): blank tiles, no request, no error
  for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(page.locator('.round-map')).toBeVisible();
  await expect.poll(() => page.locator('.round-map img.leaflet-tile:not(.leaflet-tile-loaded)').count()).toBeGreaterThan(0);
  expect(tileRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.setOffline(false);
});
