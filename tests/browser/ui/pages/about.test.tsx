// spec archive.md §2 About page (appAbout /about, /help redirects to /about).
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { HELP_URL } from '../../../../src/ui/screens/about/About';
import { store } from '../../../../src/ui/state/store';
import { mountAt, startApp, type Mounted } from '../stations/mount-app';
import { unmountScreens } from '../mount';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  await i18next.changeLanguage('de');
});

const CLIENT_VERSION = '2025-04-14T08:26/79ecd3b5';
const heading = () => page.getByRole('heading', { name: 'Über die Handeingabe', level: 1 });
const template = () => page.getByRole('textbox', { name: 'Fehler melden' });
const templateText = () => (template().element() as HTMLTextAreaElement).value;

describe('spec archive.md §2 About page', () => {
  test('/help redirects to /about', async () => {
    mounted = mountAt('/help');
    await expect.element(heading()).toBeVisible();
    expect(mounted.path()).toBe('/about');
  });

  test('copyright line from the server info; links to privacy, imprint and changelog open those pages', async () => {
    mounted = mountAt('/about');
    await expect.element(page.getByText(store.serverInfo!.copyright, { exact: true })).toBeVisible();
    expect(store.serverInfo!.copyright).toMatch(/^© \d{4} /);

    for (const [link, path, title] of [
      ['Datenschutzerklärung', '/privacyPolicy', 'Datenschutzerklärung'],
      ['Impressum', '/imprint', 'Impressum'],
      ['Änderungsprotokoll', '/changelog', 'Änderungsprotokoll'],
    ]) {
      await userEvent.click(page.getByRole('main').getByRole('link', { name: link, exact: true }));
      await expect.element(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      expect(mounted.path()).toBe(path);
      await userEvent.click(page.getByRole('navigation').getByRole('link', { name: 'Hilfe' }));
      await expect.element(heading()).toBeVisible();
    }
  });

  test('the help link opens the manual in a new tab and says it needs internet', async () => {
    mounted = mountAt('/about');
    const help = page.getByRole('link', { name: 'Online-Hilfe' });
    await expect.element(help).toHaveAttribute('href', HELP_URL);
    await expect.element(help).toHaveAttribute('target', '_blank');
    await expect.element(page.getByText('(benötigt eine Internetverbindung)')).toBeVisible();
  });

  test('client version (spec §9 tag), server version and revision, user agent', async () => {
    mounted = mountAt('/about');
    const { version, revision } = store.serverInfo!;
    await expect.element(page.getByText(CLIENT_VERSION, { exact: true })).toBeVisible();
    await expect.element(page.getByText(`${version} (${revision})`, { exact: true })).toBeVisible();
    await expect.element(page.getByText(navigator.userAgent, { exact: true })).toBeVisible();
  });

  test('a note about installing as a progressive web app and the open-source licences', async () => {
    mounted = mountAt('/about');
    await expect.element(page.getByRole('heading', { name: 'Als App installieren' })).toBeVisible();
    await expect.element(page.getByText(/progressive Web-App installieren/)).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Open-Source-Lizenzen' })).toBeVisible();
    const items = [...document.querySelectorAll('.about-licences li')].map((item) => item.textContent);
    expect(items).toContain('react – MIT');
    expect(items).toContain('comlink – Apache-2.0');
    expect(items).toContain('leaflet – BSD-2-Clause');
  });

  test('the bug-report template holds product, description, steps, URL, client and server version, browser and user agent', async () => {
    mounted = mountAt('/about');
    const { version, revision } = store.serverInfo!;
    await expect.element(template()).toHaveAttribute('readonly');
    await expect
      .element(template())
      .toHaveValue(
        [
          'Produkt: Handeingabe',
          'Beschreibung: ',
          'Schritte zum Nachvollziehen:',
          '1. ',
          '2. ',
          `URL: ${window.location.origin}`,
          `Client-Version: ${CLIENT_VERSION}`,
          `Server-Version: ${version} (${revision})`,
          'Browser: Chrome',
          `User-Agent: ${navigator.userAgent}`,
        ].join('\n'),
      );
  });

  test('the copy button puts the template on the clipboard or says to copy it by hand', async () => {
    mounted = mountAt('/about');
    await userEvent.click(page.getByRole('button', { name: 'Vorlage kopieren' }));
    const copied = page.getByText('Die Vorlage ist in der Zwischenablage.');
    const failed = page.getByText('Kopieren nicht möglich – bitte den Text markieren und kopieren.');
    await expect.poll(() => copied.elements().length + failed.elements().length).toBe(1);
    if (copied.elements().length === 0) return;
    // reading the clipboard needs a permission the test browser lacks; pasting it into a field shows what it holds
    const pasted = document.createElement('textarea');
    document.body.append(pasted);
    pasted.focus();
    await userEvent.keyboard('{Control>}v{/Control}');
    expect(pasted.value).toBe(templateText());
    pasted.remove();
  });

  test('without server info the server version is unknown and the copyright names the product', async () => {
    const serverInfo = store.serverInfo;
    store.serverInfo = undefined;
    try {
      mounted = mountAt('/about');
      await expect.element(page.getByText('© Handeingabe', { exact: true })).toBeVisible();
      await expect.poll(templateText).toMatch(/\nServer-Version: unbekannt\n/);
    } finally {
      store.serverInfo = serverInfo;
    }
  });

  test('English texts', async () => {
    await i18next.changeLanguage('en');
    mounted = mountAt('/about');
    await expect.element(page.getByRole('heading', { name: 'About the hand entry' })).toBeVisible();
    await expect.element(page.getByText('(needs an internet connection)')).toBeVisible();
    await expect.poll(() => (page.getByRole('textbox', { name: 'Report a bug' }).element() as HTMLTextAreaElement).value).toMatch(/^Product: Hand entry\nDescription: /);
  });
});
