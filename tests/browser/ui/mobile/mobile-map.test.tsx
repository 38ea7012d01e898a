import { asTsId } from '../../../../src/shared/contract/ids';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MAP_CENTRE, MAP_ZOOM, SELECTED_COLOUR, STATION_COLOUR } from '../../../../src/ui/screens/mobile/map/MapScreen';
import { roundExtentPoints } from '../../../../src/ui/screens/mobile/map/round-extent';
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

    // the selected station is in view: a tap on it opens its input
    await userEvent.click(page.elementLocator(document.querySelector('.station-201304')!));
    await expect.poll(() => mounted!.path()).toBe(`/mobile/${view.round.instanceId}/input/201304`);
  });

  test('without a selected station none is highlighted; issue 12: the map opens fitted to the round, every station in view', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/map`);
    await expect.poll(() => document.querySelectorAll('.station-marker').length, { timeout: 10_000 }).toBe(14);
    expect(markers('#fca503')).toHaveLength(0);
    const inView = () => {
      const frame = document.querySelector('.round-map')!.getBoundingClientRect();
      return [...document.querySelectorAll('.station-marker')].filter((marker) => {
        const box = marker.getBoundingClientRect(); // a marker outside the map's view is not drawn (an empty box)
        return box.width > 0 && box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
      }).length;
    };
    await expect.poll(inView, { timeout: 10_000 }).toBe(14);
  });

  test('issue 12: the extent is the stations, the overlay corners and the track (GeoJSON [lon, lat]); empty keeps the default centre 47.3/11.3, zoom 13', () => {
    const station = { staName: 'A', staNumber: '1', tsId: asTsId('T'), tsParameter: 'W', staLocation: { latitude: 47.26, longitude: 11.39 } };
    const overlay = { bounds: [[47.2, 11.3], [47.3, 11.5]] as [number, number][], image: 'x.png', mapType: 'ortho' as const };
    const track = {
      type: 'FeatureCollection' as const,
      features: [{ type: 'Feature' as const, geometry: { type: 'LineString', coordinates: [[11.4, 47.27], [11.41, 47.28]] }, properties: {} }],
    };
    expect(roundExtentPoints([station], [overlay], track)).toEqual([[47.26, 11.39], [47.2, 11.3], [47.3, 11.5], [47.27, 11.4], [47.28, 11.41]]);
    expect(roundExtentPoints([{ ...station, staLocation: undefined }], [], undefined)).toEqual([]);
    expect([MAP_CENTRE, MAP_ZOOM, SELECTED_COLOUR, STATION_COLOUR]).toEqual([[47.3, 11.3], 13, '#fca503', '#00bbcc']);
  });
});
