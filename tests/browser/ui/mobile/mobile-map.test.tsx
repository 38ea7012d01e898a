import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MAP_CENTRE, MAP_ZOOM, SELECTED_COLOUR, STATION_COLOUR } from '../../../../src/ui/screens/mobile/map/MapScreen';
import { mountAt, newDemoRound, startApp, type Mounted } from './mount-app';
import { unmountScreens } from '../mount';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(unmountScreens);

const markers = (colour: string) => document.querySelectorAll(`.round-map path.leaflet-interactive[stroke="${colour}"]`);

describe('spec entry.md §2 Mobile map', () => {
  test('stations as markers, the selected one #fca503 and the others #00bbcc; 75vh high, at least 300 px; the track and overlays are drawn', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/input/201304`);
    await expect.element(page.getByRole('heading', { level: 2 })).toBeVisible();
    await userEvent.click(page.getByRole('link', { name: 'Karte' }));
    await expect.poll(() => markers('#fca503').length, { timeout: 10_000 }).toBe(1);
    expect(markers('#00bbcc')).toHaveLength(13);
    await expect.poll(() => document.querySelectorAll('.round-map path[stroke="#0b5394"]').length).toBeGreaterThan(0);
    const map = document.querySelector('.round-map') as HTMLElement;
    expect(map.getBoundingClientRect().height).toBeGreaterThanOrEqual(Math.max(300, Math.floor(window.innerHeight * 0.75)) - 1);
    await expect.poll(() => document.querySelectorAll('.round-map img.leaflet-image-layer').length).toBeGreaterThan(0);

    // the map is centred on the selected station: a tap on it opens its input
    await userEvent.click(page.elementLocator(document.querySelector('.station-201304')!));
    await expect.poll(() => mounted!.path()).toBe(`/mobile/${view.round.instanceId}/input/201304`);
  });

  test('without a selected station none is highlighted and the map opens at the default centre 47.3/11.3, zoom 13', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/map`);
    await expect.poll(() => document.querySelectorAll('.station-marker').length, { timeout: 10_000 }).toBe(14);
    expect(markers('#fca503')).toHaveLength(0);
    expect([MAP_CENTRE, MAP_ZOOM, SELECTED_COLOUR, STATION_COLOUR]).toEqual([[47.3, 11.3], 13, '#fca503', '#00bbcc']);
  });
});
