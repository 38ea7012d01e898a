// issue 36 item 20: the demo configuration names no tile layer it cannot serve (its server has no tiles), so the map
// asks for no tile and shows the round's overlays and track; the server answers a missing tile 404
// (tests/unit/server/foundation.test.ts).
import { afterEach, beforeAll, expect, test } from 'vitest';
import { store } from '../../../../src/ui/state/store';
import { unmountScreens } from '../mount';
import { mountAt, newDemoRound, startApp } from './mount-app';

beforeAll(startApp);
afterEach(unmountScreens);

test('issue 36 item 20: the demo map has no base layer that would answer the app page, and its overlays are drawn', async () => {
  expect(store.settings?.mapLayers).toEqual([]);
  const view = await newDemoRound();
  mountAt(`/mobile/${view.round.instanceId}/map`);
  await expect.poll(() => document.querySelectorAll('.round-map img.leaflet-image-layer').length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(document.querySelectorAll('.round-map img.leaflet-tile')).toHaveLength(0);
  expect(performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/tiles/'))).toEqual([]);
});
