// spec entry.md §2 Group selection: the observer-lists section and the version of the value data;
// §9 limits "observer-list filter above 5 lists; 6 month buttons; version age colours 3 h and 72 h".
// issue 10: the lists come from the app's real worker; another user is the one the worker knows from its stored
// server info while the server cannot be reached (the reference server in the tests always answers the demo admin).
import { format, subMonths } from 'date-fns';
import { deAT } from 'date-fns/locale';
import { openDB } from 'idb';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Route } from 'wouter';
import type { ServerInfo } from '../../../../src/shared/schema/reference';
import { GroupSelection } from '../../../../src/ui/screens/group-selection/GroupSelection';
import '../../../../src/ui/styles.css';
import { refreshServerInfo } from '../../../../src/ui/state/actions';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { UNREACHABLE_API } from '../../worker/start-worker';
import { appDatabaseName, mountRoutesAt, pointWorkerAt, resetSettings, startAppOnce, unmountScreens, useSettings } from '../mount';

let adminInfo: ServerInfo;
beforeAll(async () => {
  await startAppOnce('observer-lists', { listGroups: true });
  // a plain copy: the store's object is a valtio proxy, which IndexedDB cannot clone
  adminInfo = JSON.parse(JSON.stringify(store.serverInfo)) as ServerInfo;
});
afterEach(async () => {
  unmountScreens();
  await pointWorkerAt();
  await refreshServerInfo();
  await resetSettings();
});

/** Offline, the worker knows the user from its stored server info: this one. */
async function offlineAs(info: ServerInfo) {
  const db = await openDB(appDatabaseName());
  await db.put('cache', info, 'serverInfo');
  db.close();
  await pointWorkerAt(UNREACHABLE_API);
  await refreshServerInfo();
  expect(store.serverInfo).toEqual(info);
}

function mountHome() {
  return mountRoutesAt('/', [
    <Route key="home" path="/" component={GroupSelection} />,
    <Route key="meteo" path="/meteo/:group/:date">
      <h1>Meteo</h1>
    </Route>,
  ]);
}

const observerCard = () => page.getByRole('button', { name: /^Beobachterlisten/ });
const listItems = () => [...document.querySelectorAll<HTMLElement>('.observer-lists .group-item')];

describe('spec entry.md §2 observer lists', () => {
  test('the demo administrator sees the card collapsed; 6 month buttons, a filter box above 5 lists, an icon per kind, a list opens its input page for the chosen month', async () => {
    expect(adminInfo).toMatchObject({ username: 'demo', isAdmin: true });
    const mounted = mountHome();
    await expect.element(observerCard()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(observerCard());

    const months = [...document.querySelectorAll('.observer-months button')].map((button) => button.textContent);
    const now = new Date();
    expect(months).toEqual([5, 4, 3, 2, 1, 0].map((back) => format(subMonths(now, back), 'LLL yyyy', { locale: deAT })));
    expect(document.querySelector('.observer-months [aria-pressed="true"]')?.textContent).toBe(months[5]);

    // the demo data: 4 OWF, 2 UWQ and 2 Niederschlag rounds, kinds by the default fragment map
    const kinds = Object.fromEntries(listItems().map((item) => [item.textContent!.replace(/^(Meteo|Oberflächenwasser|Grundwasser und Quellen)\s*/, ''), item.dataset.kind]));
    expect(kinds).toEqual({
      'Grundwasser UWQ Inntal': 'hydroInputUWQ',
      'Niederschlag Ötztal und Pitztal': 'meteoInput',
      'Niederschlag Wipptal': 'meteoInput',
      'Pegel OWF Inn Oberland': 'hydroInputOWF',
      'Pegel OWF Sill und Ruetz': 'hydroInputOWF',
      'Pegel OWF Zillertal': 'hydroInputOWF',
      'Quellen UWQ Stubai und Wipptal': 'hydroInputUWQ',
      'Seenmessung OWF Achensee': 'hydroInputOWF',
    });
    for (const item of listItems()) expect(item.querySelector('svg.icon')).not.toBeNull();
    expect(listItems().find((item) => item.dataset.kind === 'meteoInput')!.querySelector('.visually-hidden')?.textContent).toBe('Meteo');

    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await userEvent.fill(filter, 'wipptal');
    await expect.poll(() => listItems().map((item) => item.dataset.kind)).toEqual(['meteoInput', 'hydroInputUWQ']);

    const earlier = format(subMonths(now, 3), 'yyyy-MM');
    await userEvent.click(page.getByRole('button', { name: months[2]! }));
    await expect.element(page.getByRole('button', { name: months[2]! })).toHaveAttribute('aria-pressed', 'true');
    const wipptal = store.groups.list.find((group) => group.mrName === 'Niederschlag Wipptal')!;
    await userEvent.click(page.getByRole('link', { name: /Niederschlag Wipptal/ }));
    expect(mounted.path()).toBe(`/meteo/${wipptal.mrId}/${earlier}`);
  });

  test('a user who is not an administrator sees the card expanded', async () => {
    await offlineAs({ ...adminInfo, username: 'anna', isAdmin: false });
    mountHome();
    await expect.element(observerCard()).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelectorAll('.observer-months button')).toHaveLength(6);
  });

  test('with 5 lists or fewer there is no filter box', async () => {
    await useSettings({ inputKinds: { Niederschlag: 'meteoInput' } });
    mountHome();
    await expect.element(observerCard()).toHaveTextContent('2');
    await userEvent.click(observerCard());
    await expect.poll(() => listItems().length).toBe(2);
    expect(document.querySelector('.observer-lists input[type="search"]')).toBeNull();
  });

  test('not logged in (no username), or no meteo or hydro group: no observer lists', async () => {
    await offlineAs({ ...adminInfo, username: undefined, isAdmin: false });
    mountHome();
    // the worker's view has come: the categories show, the observer lists do not
    await expect.element(page.getByRole('button', { name: /^Messtouren für demo/ })).toBeVisible();
    expect(document.querySelector('.observer-lists')).toBeNull();
    unmountScreens();

    await pointWorkerAt();
    await refreshServerInfo();
    expect(store.serverInfo).toEqual(adminInfo);
    await useSettings({ inputKinds: { 'kein solcher Name': 'meteoInput' } });
    mountHome();
    await expect.element(page.getByRole('button', { name: /^Messtouren für demo/ })).toBeVisible();
    expect(document.querySelector('.observer-lists')).toBeNull();
  });
});

describe('spec entry.md §2 versions of groups and of value data with age colouring', () => {
  test('before any preload the value data version is unknown (warning); after a preload it is shown as under 3 hours (ok)', async () => {
    mountHome();
    const dataBadge = () => page.getByText(/^Stand der Messwerte/).element().querySelector('.badge');
    await expect.poll(() => dataBadge()?.textContent).toBe('unbekannt');
    expect(dataBadge()?.getAttribute('data-age')).toBe('warning');
    unmountScreens();

    const result = await workerApi().preloadOffline('observer-preload', ['Niederschlag Wipptal']);
    mountHome();
    await expect.poll(() => dataBadge()?.getAttribute('data-age')).toBe('ok');
    expect(dataBadge()?.textContent).toBe(format(new Date(result.dataVersion), 'dd.MM.yyyy HH:mm'));
  }, 60_000);
});
