// Issue 13: Lighthouse performance ≥ 95 on /mobile/{instanceId} — a page opened on a mobile round loads the round
// screen's code beside the UI's (index.html's route template, added by the entry), not once React has rendered the
// app, and its service worker registers only once the round's stations are shown. The app starts fast on a slow network:
// a server that neither answers nor fails holds back neither the round nor, on `/`, the group list.
import { expect, type Page } from '@playwright/test';
import { holdRequests } from './held-requests';
import { serverOfThisWorker, test } from './server-for-this-file';

const ROUND = 'Demo Pegelrunde Innsbruck';
const server = serverOfThisWorker();

// the service worker would answer the app's files itself, past the route that holds one here
test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

/** Creates an offline copy from the group selection; answers its list's path. */
async function createCopy(page: Page): Promise<string> {
  await page.goto(server().url);
  await page.locator('.group-item', { hasText: ROUND }).getByRole('button', { name: 'Offline erfassen' }).click();
  await expect(page).toHaveURL(/\/mobile\/[0-9a-f-]{36}\/list$/);
  return new URL(page.url()).pathname;
}

test('the round screen\'s code is requested while the app\'s code is still on its way', async ({ page, context }) => {
  const listPath = await createCopy(page);
  const opened = await context.newPage();
  const app = await holdRequests(opened, /\/assets\/App-[^/]+\.js$/);
  const roundScreenCode = opened.waitForRequest(/\/assets\/MobileRound-[^/]+\.js$/);
  await opened.goto(server().url + listPath, { waitUntil: 'commit' });
  await roundScreenCode;
  await app.release();
  await expect(opened.locator('.station-title').first()).toHaveText('Inn: Innsbruck Universität (201301)');
});

test('the service worker\'s code is asked for only once the round\'s stations are shown', async ({ page, context }) => {
  const listPath = await createCopy(page);
  const opened = await context.newPage();
  await opened.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.station-title')) return;
      (window as { stationsShownAt?: number }).stationsShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await opened.goto(server().url + listPath);
  await expect(opened.locator('.station-title').first()).toHaveText('Inn: Innsbruck Universität (201301)');
  const serviceWorkerCode = () =>
    opened.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/workbox-window[^/]*\.js$/.test(entry.name))?.startTime);
  await expect.poll(serviceWorkerCode).toBeDefined();
  const stationsShownAt = await opened.evaluate(() => (window as { stationsShownAt?: number }).stationsShownAt);
  expect(await serviceWorkerCode()).toBeGreaterThan(stationsShownAt!);
});

test('config and server info neither answered nor failed: the round opens from the copies stored at the last start', async ({ page, context }) => {
  const listPath = await createCopy(page);
  const opened = await context.newPage();
  const startCalls = await holdRequests(opened, /\/hwe-api\/v2\/(config|info)$/);
  const asked = Promise.all([opened.waitForRequest(/\/hwe-api\/v2\/config$/), opened.waitForRequest(/\/hwe-api\/v2\/info$/)]);
  await opened.goto(server().url + listPath);
  await asked;
  await expect(opened.locator('.station-title').first()).toHaveText('Inn: Innsbruck Universität (201301)');
  await expect(opened.getByRole('navigation').getByText(ROUND)).toBeVisible();
  await startCalls.release();
});

test('on `/` the group list too: with config, server info and the list held, the stored list shows as such', async ({ page, context }) => {
  await createCopy(page);
  const opened = await context.newPage();
  const startCalls = await holdRequests(opened, /\/hwe-api\/v2\/(config|info|measure-round)$/);
  const listAsked = opened.waitForRequest(/\/hwe-api\/v2\/measure-round$/);
  await opened.goto(server().url);
  await listAsked;
  // the stored list's item (the copy made above is listed too, without this button)
  await expect(opened.locator('.group-item', { hasText: ROUND }).getByRole('button', { name: 'Offline erfassen' })).toBeVisible();
  await expect(opened.getByText('Keine Verbindung zum Server – gespeicherte Messtouren werden angezeigt.')).toBeVisible();
  await startCalls.release();
});
