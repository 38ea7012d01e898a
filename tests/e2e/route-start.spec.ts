// Issue 13: Lighthouse performance ≥ 95 on /archive and /csv/{group} — a page opened on such a route loads its
// screen's code beside the UI's (index.html's route template, added by the entry), not once React has rendered the app;
// the archive's template is for the list only, not for a round of the archive.
import { expect } from '@playwright/test';
import { holdRequests } from './held-requests';
import { serverOfThisWorker, test } from './server-for-this-file';

const server = serverOfThisWorker();

// the service worker would answer the app's files itself, past the route that holds one here
test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

const screens = [
  { path: '/archive', screenCode: /\/assets\/ArchiveList-[^/]+\.js$/, shown: 'Archiv' },
  { path: `/csv/${encodeURIComponent('Demo Pegelrunde Innsbruck')}`, screenCode: /\/assets\/CsvImporter-[^/]+\.js$/, shown: 'CSV-Import' },
];

for (const { path, screenCode, shown } of screens) {
  test(`${path}: the screen's code and texts are requested while the app's code is still on its way`, async ({ page }) => {
    const app = await holdRequests(page, /\/assets\/App-[^/]+\.js$/);
    const requested = page.waitForRequest(screenCode);
    // issue 38: and the other screens' texts, which a lazy screen waits for, beside it
    const textsRequested = page.waitForRequest(/\/assets\/screen-texts-[^/]+\.js$/);
    await page.goto(server().url + path, { waitUntil: 'commit' });
    await Promise.all([requested, textsRequested]);
    await app.release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shown);
  });
}

test('a page opened on a round of the archive does not load the archive list\'s code', async ({ page, browser }) => {
  await page.goto(`${server().url}/archive`);
  const round = page.locator('.archive-table tbody tr').first().getByRole('link');
  const name = await round.textContent();
  await round.click();
  await expect(page).toHaveURL(/\/archive\/[^/]+$/);
  const roundPath = new URL(page.url()).pathname;

  const fresh = await browser.newContext({ serviceWorkers: 'block' });
  const opened = await fresh.newPage();
  const requested: string[] = [];
  opened.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await opened.goto(server().url + roundPath);
  await expect(opened.getByRole('heading', { name: name!, level: 1 })).toBeVisible();
  expect(requested.filter((path) => /\/ArchiveList-(?!shared)[^/]+\.js$/.test(path))).toEqual([]);
  await fresh.close();
});

test('issue 38: the archive list loads none of the mobile round\'s code (its shared chunk, with the schemas, was evaluated at the list\'s opening)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${server().url}/archive`);
  await expect(page.locator('.archive-table tbody tr').first()).toBeVisible();
  expect(requested.filter((path) => /\/ArchiveList-[^/]+\.js$/.test(path)).length).toBeGreaterThan(0);
  expect(requested.filter((path) => /\/assets\/MobileRound-(shared-)?[A-Za-z0-9_-]{8}\.js$/.test(path))).toEqual([]);
});
