import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
import { workerApi } from '../../../../src/ui/worker-client';
import { mountAt, newDemoRound, startApp, type Mounted } from './mount-app';
import { unmountScreens } from '../mount';
import { typeAtCaret } from '../type-at-caret';
import { editedRoundView } from '../../worker/round-helpers';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(() => {
  unmountScreens();
  mobileStore.list = { filter: '', showOptional: true, hideVisited: false, compact: false };
});

describe('spec entry.md §2 Mobile screens: base route and list', () => {
  test('the base route of a round with several stations redirects to the list with a progress bar of completed stations', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}`);
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('0 von 12 Stationen erfasst (0 %)');
    expect(mounted.path()).toBe(`/mobile/${view.round.instanceId}/list`);
    // 14 stations in the demo round, two of them optional (listed by the worker, issue 10)
    await expect.poll(() => page.getByRole('listitem').elements()).toHaveLength(14);
  });
});

describe('spec entry.md §2 Mobile list: filter, optional stations, hide visited, compact list, task badges, distance', () => {
  async function openList() {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.element(page.getByRole('progressbar')).toBeVisible();
    return view;
  }
  const titles = () => [...document.querySelectorAll('.station-title')].map((element) => element.textContent);

  test('the text filter matches site, station name and number', async () => {
    await openList();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Filter' }), 'sill');
    await expect.poll(titles).toEqual(['Sill: Sillschlucht (201304)', 'Sill: Wilten Sillpark (201305)']);
    await userEvent.fill(page.getByRole('searchbox', { name: 'Filter' }), '201313');
    await expect.poll(titles).toEqual(['Hochwasserschutzdamm Inn: Dammweg Rossau (201313)']);
  });

  test('a character typed inside the filter text goes in at the caret, and the caret stays behind it', async () => {
    await openList();
    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await userEvent.fill(filter, 'sil');
    const field = await typeAtCaret(filter, 2, 'l');
    await expect.poll(titles).toEqual(['Sill: Sillschlucht (201304)', 'Sill: Wilten Sillpark (201305)']);
    expect(field.value).toBe('sill');
    expect(field.selectionStart).toBe(3);
  });

  test('the optional-stations toggle hides the stations without ordinal', async () => {
    await openList();
    await userEvent.click(page.getByRole('checkbox', { name: 'Optionale Stationen zeigen' }));
    await expect.poll(() => titles().length).toBe(12);
    expect(titles()).not.toContain('Quellen Nordkette: Mühlauer Quelle (201309)');
  });

  test('hide visited removes complete stations; the progress bar counts them', async () => {
    const view = await openList();
    const row = view.round.entries.findIndex((entry) => entry.staNumber === '201301' && entry.tsParameter === 'W');
    await editedRoundView(workerApi(), view.round.instanceId, [{ kind: 'entry', entryKey: view.rows[row].entryKey, patch: { value: 120 } }]);
    unmountScreens();
    mounted = mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('1 von 12 Stationen erfasst (8 %)');
    await userEvent.click(page.getByRole('checkbox', { name: 'Besuchte ausblenden' }));
    await expect.poll(() => titles().length).toBe(13);
    expect(titles()).not.toContain('Inn: Innsbruck Universität (201301)');
  });

  test('open station tasks show as badges; the compact list drops the parameters line', async () => {
    await openList();
    const rossau = page.getByRole('link', { name: /Sonde Rossau \(201307\)/ });
    await expect.element(rossau).toHaveTextContent('Vermessung');
    await expect.element(rossau).toHaveTextContent('Wartung');
    await expect.element(rossau).toHaveTextContent('W, WT, LF, PH');
    await userEvent.click(page.getByRole('checkbox', { name: 'Kompakte Liste' }));
    await expect.element(rossau).not.toHaveTextContent('W, WT, LF, PH');
  });

  test('sort by distance from the device position', async () => {
    // the device stands next to the last station of the round
    const here = { latitude: 47.309321, longitude: 11.441921 };
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: here } as GeolocationPosition) },
    });
    await openList();
    await userEvent.click(page.getByRole('button', { name: 'Nach Entfernung sortieren' }));
    await expect.poll(() => titles()[0]).toBe('Gerätelager Hydrographie: Lager Innsbruck Herrengasse (201314)');
    expect(titles().at(-1)).toBe('Inn: Innsbruck Universität (201301)');
    await expect.element(page.getByRole('link', { name: /201314/ })).toHaveTextContent('0,00 km');
  });
});

describe('issue 13: a long round lists its first screen of stations first, then the others in steps', () => {
  async function importRoundOf(stations: number) {
    const view = await newDemoRound();
    const first = view.round.entries.filter((entry) => entry.staNumber === view.round.entries[0].staNumber);
    const staNumbers = Array.from({ length: stations }, (_, i) => `9${String(i + 1).padStart(5, '0')}`);
    const entries = staNumbers.flatMap((staNumber) => first.map(({ entryKey: _key, ...entry }) => ({ ...entry, staNumber })));
    const file = JSON.stringify({ type: 'LocalMeasureRound', mrName: view.round.mrName, entries });
    await workerApi().listGroups(); // an imported round names its group, looked up in the group list
    return { long: await workerApi().importOfflineRoundFile(file), staNumbers };
  }
  const listedCount = () => document.querySelectorAll('.station-title').length;

  test('a round of 45 stations lists all 45, in the order of the round', async () => {
    const { long, staNumbers } = await importRoundOf(45);
    mounted = mountAt(`/mobile/${long.round.instanceId}/list`);
    await expect.poll(listedCount).toBe(45);
    const listed = [...document.querySelectorAll('.station-title')].map((element) => element.textContent);
    expect(listed.map((title) => /\((\d+)\)$/.exec(title ?? '')?.[1])).toEqual(staNumbers);
  });

  test('a round of 75 stations commits 30, 60, then 75 stations, never the other 45 at once', async () => {
    const { long } = await importRoundOf(75);
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      if (listedCount() !== counts.at(-1)) counts.push(listedCount());
    });
    observer.observe(document.body, { childList: true, subtree: true });
    mounted = mountAt(`/mobile/${long.round.instanceId}/list`);
    await expect.poll(listedCount).toBe(75);
    observer.disconnect();
    expect(counts.filter((count) => count > 0)).toEqual([30, 60, 75]);
  });
});
