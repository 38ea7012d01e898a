// spec archive.md §2 changelog, imprint and privacyPolicy (static German texts), catch-all /!/{any}; §9 past-date window 10 days.
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { mountAt, startApp, type Mounted } from '../stations/mount-app';
import { unmountScreens } from '../mount';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  await i18next.changeLanguage('de');
});

describe('spec archive.md §2 changelog (/changelog)', () => {
  test('runs from 2014 to April 2025, newest first, and notes the 10-day date plausibility window', async () => {
    mounted = mountAt('/changelog');
    await expect.element(page.getByRole('heading', { name: 'Änderungsprotokoll', level: 1 })).toBeVisible();
    const dates = [...document.querySelectorAll('.changelog dt')].map((term) => term.textContent);
    expect(dates[0]).toBe('April 2025');
    expect(dates.at(-1)).toMatch(/ 2014$/);
    const years = dates.map((date) => Number(date?.slice(-4)));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    await expect.element(page.getByText(/mehr als 10 Tage zurückliegen, gelten als unplausibel/)).toBeVisible();
  });

  test('English version', async () => {
    await i18next.changeLanguage('en');
    mounted = mountAt('/changelog');
    await expect.element(page.getByRole('heading', { name: 'Changelog', level: 1 })).toBeVisible();
    await expect.element(page.getByText(/more than 10 days in the past are implausible/)).toBeVisible();
  });
});

describe('spec archive.md §2 imprint (/imprint) and privacyPolicy (/privacyPolicy)', () => {
  test('imprint: operator, purpose and liability', async () => {
    mounted = mountAt('/imprint');
    await expect.element(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
    const sections = [...document.querySelectorAll('.static-page h2')].map((title) => title.textContent);
    expect(sections).toEqual(['Betreiber', 'Zweck', 'Haftung']);
  });

  test('privacy policy: data on the device and on the server, login, no tracking', async () => {
    mounted = mountAt('/privacyPolicy');
    await expect.element(page.getByRole('heading', { name: 'Datenschutzerklärung', level: 1 })).toBeVisible();
    const sections = [...document.querySelectorAll('.static-page h2')].map((title) => title.textContent);
    expect(sections).toEqual(['Daten auf diesem Gerät', 'Daten auf dem Server', 'Anmeldung', 'Keine Auswertung']);
  });

  test('English versions', async () => {
    await i18next.changeLanguage('en');
    mounted = mountAt('/imprint');
    await expect.element(page.getByRole('heading', { name: 'Imprint', level: 1 })).toBeVisible();
    mounted.unmount();
    mounted = mountAt('/privacyPolicy');
    await expect.element(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  });
});

describe('spec archive.md §2 catch-all /!/{any}', () => {
  test('redirects to the path built from the remaining segments', async () => {
    mounted = mountAt('/!/imprint');
    await expect.element(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
    expect(mounted.path()).toBe('/imprint');
  });

  test('several segments and the query are kept', async () => {
    mounted = mountAt('/!/no/such/page?date=2025-03-01&x=1');
    await expect.element(page.getByText('Diese Seite gibt es nicht.')).toBeVisible();
    expect(mounted.path()).toBe('/no/such/page?date=2025-03-01&x=1');
  });
});
