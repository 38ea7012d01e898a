// spec entry.md §2 Group selection screen, §7 GET /measure-round; issue 2 acceptance.
import { expect } from '@playwright/test';
import { serverForThisFile, serverOfThisWorker, test } from './server-for-this-file';

const server = serverForThisFile();

test('lists the demo rounds by category with "Messtouren für demo" expanded, and still after the server is gone', async ({ page }) => {
  await page.goto(server().url);
  await expect(page.getByRole('heading', { name: 'Messtouren' })).toBeVisible();

  const own = page.getByRole('button', { name: /^Messtouren für demo/ });
  await expect(own).toHaveAttribute('aria-expanded', 'true');
  const categories = page.locator('.category');
  expect(await categories.count()).toBeGreaterThanOrEqual(4);
  const collapsed = page.locator('.category .card-header[aria-expanded="false"]');
  expect(await collapsed.count()).toBe((await categories.count()) - 1);
  const ownRounds = page.locator('.category', { has: own }).locator('.group-item');
  expect(await ownRounds.count()).toBeGreaterThan(0);
  const ownNames = await ownRounds.locator('.group-name').allTextContents();

  // The app shell is cached by the service worker and the list by the worker's IndexedDB.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await server().stop();
  await page.reload();

  await expect(page.getByText('Keine Verbindung zum Server – gespeicherte Messtouren werden angezeigt.')).toBeVisible();
  const cachedOwn = page.getByRole('button', { name: /^Messtouren für demo/ });
  await expect(cachedOwn).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.category', { has: cachedOwn }).locator('.group-name')).toHaveText(ownNames);
});

// the test above stops its server: the start's requests are watched on the worker's
test.describe('issue 13 cold start', () => {
  const server = serverOfThisWorker();

  test('config, then server info and the round list beside it (issue 38), each once, and the service worker registers only after the list answered', async ({ page, context }) => {
    const [config, info, list] = ['/hwe-api/v2/config', '/hwe-api/v2/info', '/hwe-api/v2/measure-round'];
    const asked: string[] = [];
    let listAnsweredAt: number | undefined;
    let listAskedAt: number | undefined;
    let infoAnsweredAt: number | undefined;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if ([config, info, list].includes(path)) asked.push(path);
      if (path === list) listAskedAt ??= Date.now();
    });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === list) listAnsweredAt ??= Date.now();
      if (path === info) infoAnsweredAt ??= Date.now();
    });
    const serviceWorkerStartedAt = context.waitForEvent('serviceworker').then(() => Date.now());

    await page.goto(server().url);
    await expect(page.locator('.category').first()).toBeVisible();
    const swStartedAt = await serviceWorkerStartedAt;
    expect(listAnsweredAt).toBeDefined();
    expect(swStartedAt).toBeGreaterThanOrEqual(listAnsweredAt!);
    expect([asked[0], asked.slice(1).sort()]).toEqual([config, [info, list]]);
    // the list does not wait for the server info's answer
    expect(listAskedAt).toBeLessThanOrEqual(infoAnsweredAt!);
  });
});
