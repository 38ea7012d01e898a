// spec archive.md §2 Navigation bar (buttons, dark/light toggle, shortcuts, page title), §6 permissions button.
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { chooseTheme, THEME_STORAGE_KEY } from '../../../../src/ui/state/theme';
import { store } from '../../../../src/ui/state/store';
import { mountAt, resetSettings, startApp, useSettings, type Mounted } from '../stations/mount-app';
import '../../../../src/ui/styles.css';
import { unmountScreens } from '../mount';

let mounted: Mounted | undefined;
beforeAll(startApp);
// the wide navbar (spec archive.md §2); the phone navbar of issue 15 is tested at 360 × 740 below
beforeEach(() => page.viewport(1024, 768));
afterEach(async () => {
  unmountScreens();
  await resetSettings();
  await i18next.changeLanguage('de');
});

const navbar = () => page.getByRole('navigation');
const links = (name: string) => navbar().getByRole('link', { name, exact: true }).elements();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** keeps the server info of the demo user, changed for one test */
async function withServerInfo(change: Partial<NonNullable<typeof store.serverInfo>>, run: () => Promise<void>) {
  const serverInfo = store.serverInfo;
  store.serverInfo = { ...serverInfo!, ...change };
  try {
    await run();
  } finally {
    store.serverInfo = serverInfo;
  }
}

describe('spec archive.md §2 Navigation bar: logo and heading', () => {
  test('the logo links to the home route and keeps the date in the query', async () => {
    mounted = mountAt('/about?date=2025-03-01');
    await expect.element(page.getByRole('heading', { name: 'Über die Handeingabe' })).toBeVisible();
    await userEvent.click(navbar().getByRole('link', { name: 'Handeingabe' }));
    expect(mounted.path()).toBe('/?date=2025-03-01');
  });

  test('without a date the logo links to /; a configured heading replaces the product name', async () => {
    await useSettings({ heading: 'Pegelmessung Inn' });
    mounted = mountAt('/about');
    await expect.element(navbar().getByRole('link', { name: 'Pegelmessung Inn' })).toHaveAttribute('href', '/');
  });
});

describe('spec archive.md §2 Navigation bar: buttons', () => {
  test('help/about (showAbout) opens /about; hidden with showAbout off', async () => {
    mounted = mountAt('/');
    await userEvent.click(navbar().getByRole('link', { name: 'Hilfe' }));
    await expect.element(page.getByRole('heading', { name: 'Über die Handeingabe' })).toBeVisible();
    expect(mounted.path()).toBe('/about');

    await useSettings({ showAbout: false });
    await expect.poll(() => links('Hilfe')).toHaveLength(0);
  });

  test('§6 permissions: only an administrator (isAdmin) sees the button, which links /permissions', async () => {
    await withServerInfo({ isAdmin: true }, async () => {
      mounted = mountAt('/about');
      await expect.element(navbar().getByRole('link', { name: 'Berechtigungen' })).toHaveAttribute('href', '/permissions');
      store.serverInfo = { ...store.serverInfo!, isAdmin: false };
      await expect.poll(() => links('Berechtigungen')).toHaveLength(0);
    });
  });

  test('measure documents: with showMeasureDocuments and documents on the server, the button links /documents once the start is over (issue 38); off hides it', async () => {
    store.started = undefined;
    mounted = mountAt('/about');
    await expect.element(navbar().getByRole('link', { name: 'Hilfe' })).toBeVisible();
    expect(links('Messdokumente')).toHaveLength(0);
    store.started = true;
    await expect.element(navbar().getByRole('link', { name: 'Messdokumente' })).toHaveAttribute('href', '/documents');
    await useSettings({ showMeasureDocuments: false });
    await expect.poll(() => links('Messdokumente')).toHaveLength(0);
  });
});

describe('issue 15: on a 360 × 740 phone the navbar is one row of at most 56 px with a menu', () => {
  const menuButton = () => navbar().getByRole('button', { name: 'Menü' });

  test('one row ≤ 56 px: logo, page title and menu button; the buttons are in the menu, each at least 44 × 44 px', async () => {
    await page.viewport(360, 740);
    await useSettings({ showLoginLogout: true, showArchive: true });
    await withServerInfo({ isAdmin: true }, async () => {
      mounted = mountAt('/about');
      await expect.element(menuButton()).toBeVisible();
      expect(document.querySelector('.navbar')!.getBoundingClientRect().height).toBeLessThanOrEqual(56);
      await expect.element(navbar().getByText('Über die Handeingabe')).toBeVisible();
      expect(links('Hilfe')).toHaveLength(0);
      expect(menuButton().element().getAttribute('aria-expanded')).toBe('false');

      await userEvent.click(menuButton());
      await expect.element(navbar().getByRole('link', { name: 'Hilfe' })).toBeVisible();
      const entries = [...document.querySelectorAll<HTMLElement>('#navbar-menu a, #navbar-menu button')];
      expect(entries.map((entry) => entry.textContent)).toEqual([
        'Archiv', 'Messdokumente', 'Dunkles Design', 'Hilfe', 'Einstellungen', 'Berechtigungen', 'Abmelden',
      ]);
      const tooSmall = entries.filter((entry) => {
        const { width, height } = entry.getBoundingClientRect();
        return width < 44 || height < 44;
      });
      expect(tooSmall.map((entry) => entry.outerHTML.slice(0, 80))).toEqual([]);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
      expect(document.querySelector('.navbar')!.getBoundingClientRect().height).toBeLessThanOrEqual(56);

      await userEvent.keyboard('{Escape}');
      await expect.poll(() => links('Hilfe')).toHaveLength(0);
      await userEvent.click(menuButton());
      await userEvent.click(navbar().getByRole('link', { name: 'Einstellungen' }));
      expect(mounted!.path()).toBe('/config');
      await expect.poll(() => links('Hilfe')).toHaveLength(0);
    });
  });

  test('the shortcuts and the theme toggle keep working with the menu closed and in the menu', async () => {
    await page.viewport(360, 740);
    chooseTheme(undefined);
    mounted = mountAt('/about');
    await expect.element(menuButton()).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('gc');
    await expect.poll(() => mounted!.path()).toBe('/config');
    await userEvent.click(menuButton());
    const systemDark = matchMedia('(prefers-color-scheme: dark)').matches;
    await userEvent.click(navbar().getByRole('button', { name: systemDark ? 'Helles Design' : 'Dunkles Design' }));
    expect(document.documentElement.dataset.theme).toBe(systemDark ? 'outdoor' : 'dark');
    chooseTheme(undefined);
  });
});

describe('spec archive.md §2 Navigation bar: dark/light toggle; issue 15 outdoor theme "Außen" in its cycle', () => {
  const rootVariable = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  const toggle = (name: string) => navbar().getByRole('button', { name });

  test('without a choice the theme follows the system; a choice switches the colours and is kept', async () => {
    chooseTheme(undefined);
    const systemDark = matchMedia('(prefers-color-scheme: dark)').matches;
    mounted = mountAt('/about');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    await userEvent.click(toggle(systemDark ? 'Außen-Design' : 'Dunkles Design'));
    const chosen = systemDark ? 'outdoor' : 'dark';
    expect(document.documentElement.dataset.theme).toBe(chosen);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(chosen);
    expect(rootVariable('--bg')).toBe(chosen === 'dark' ? '#15191d' : '#ffffff');
    mounted.unmount();

    mounted = mountAt('/about');
    expect(document.documentElement.dataset.theme).toBe(chosen);
    await expect.element(toggle(chosen === 'dark' ? 'Außen-Design' : 'Helles Design')).toBeVisible();
    chooseTheme(undefined);
  });

  test('issue 15: the cycle is light → dark → Außen → light; Außen is black on white with a larger base font', async () => {
    chooseTheme('light');
    mounted = mountAt('/about');
    await userEvent.click(toggle('Dunkles Design'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(rootVariable('--bg')).toBe('#15191d');
    await userEvent.click(toggle('Außen-Design'));
    expect(document.documentElement.dataset.theme).toBe('outdoor');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('outdoor');
    expect([rootVariable('--fg'), rootVariable('--bg')]).toEqual(['#000000', '#ffffff']);
    expect(getComputedStyle(document.documentElement).fontSize).toBe('18px');
    await userEvent.click(toggle('Helles Design'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(getComputedStyle(document.documentElement).fontSize).toBe('16px');

    await i18next.changeLanguage('en');
    await userEvent.click(toggle('Dark theme'));
    await expect.element(toggle('Outdoor theme')).toBeVisible();
    chooseTheme(undefined);
  });
});

describe('spec archive.md §2 Navigation bar shortcuts (sequence timeout 1 s, §9)', () => {
  const blur = () => (document.activeElement as HTMLElement | null)?.blur();

  test('g a archive, g c config, g p permissions, ? help, g h home', async () => {
    await withServerInfo({ isAdmin: true }, async () => {
      mounted = mountAt('/about');
      await expect.element(page.getByRole('heading', { name: 'Über die Handeingabe' })).toBeVisible();
      blur();
      await userEvent.keyboard('ga');
      await expect.poll(() => mounted!.path()).toBe('/archive');
      await userEvent.keyboard('gc');
      await expect.poll(() => mounted!.path()).toBe('/config');
      await userEvent.keyboard('gp');
      await expect.poll(() => mounted!.path()).toBe('/permissions');
      await userEvent.keyboard('?');
      await expect.poll(() => mounted!.path()).toBe('/about');
      await userEvent.keyboard('gh');
      await expect.poll(() => mounted!.path()).toBe('/');
    });
  });

  test('g l starts the login when logged out (here the discovery of the provider fails, so the login warning shows)', async () => {
    await useSettings({ showLoginLogout: true, identityProvider: { url: 'http://127.0.0.1:9/oidc', clientId: 'handeingabe' } });
    await withServerInfo({ username: undefined }, async () => {
      mounted = mountAt('/about');
      await expect.element(navbar().getByRole('button', { name: 'Anmelden' })).toBeEnabled();
      blur();
      await userEvent.keyboard('gl');
      await expect.element(page.getByText('Die Anmeldung ist gerade nicht möglich: der Anmeldeserver ist nicht erreichbar.')).toBeVisible();
    });
  });

  test('a second key after more than 1 s does nothing; keys typed into a text field do nothing', async () => {
    mounted = mountAt('/about');
    await expect.element(page.getByRole('heading', { name: 'Über die Handeingabe' })).toBeVisible();
    blur();
    await userEvent.keyboard('g');
    await pause(1100);
    await userEvent.keyboard('c');
    await pause(200);
    expect(mounted.path()).toBe('/about');

    page.getByRole('textbox', { name: 'Fehler melden' }).element().focus();
    await userEvent.keyboard('gc?');
    await pause(200);
    expect(mounted.path()).toBe('/about');
  });

  test('shortcuts follow the buttons: g c does nothing with showConfig off, ? nothing with showAbout off', async () => {
    await useSettings({ showConfig: false, showAbout: false });
    mounted = mountAt('/changelog');
    await expect.element(page.getByRole('heading', { name: 'Änderungsprotokoll' })).toBeVisible();
    blur();
    await userEvent.keyboard('gc?');
    await pause(200);
    expect(mounted.path()).toBe('/changelog');
  });
});

describe('spec archive.md §2 page title: route title or group, plus the product title', () => {
  test('about, home and a group route; English titles after switching the language', async () => {
    mounted = mountAt('/about');
    await expect.poll(() => document.title).toBe('Über die Handeingabe – Handeingabe');
    mounted.unmount();

    mounted = mountAt('/');
    await expect.poll(() => document.title).toBe('Messtouren – Handeingabe');
    await i18next.changeLanguage('en');
    await expect.poll(() => document.title).toBe('Measuring tours – Hand entry');
    mounted.unmount();

    const group = store.groups.list[0];
    mounted = mountAt(`/analysis/table/${encodeURIComponent(group.mrName)}`);
    await expect.poll(() => document.title).toBe(`${group.mrName} – Hand entry`);
  });
});
