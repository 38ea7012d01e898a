// Issue 13: Lighthouse performance ≥ 95 on / — painted content of the group selection (spec entry.md §2) never moves
// while the screen loads: the layout-shift sum stays below 0.01 once the group list and all its parts are shown, in the
// states a field user meets (first visit, offline copies on the device, persistent storage granted or not).
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { serverForThisFile, serverOfThisWorker, test } from './server-for-this-file';

const ROUND = 'Demo Pegelrunde Innsbruck';
const STORAGE_WARNING = 'Der Browser hat keinen dauerhaften Speicher gewährt.';
const MAX_SHIFT = 0.01;

const server = serverOfThisWorker();

test.use({ viewport: { width: 360, height: 740 } });

/** The shifts since the page loaded that no user input caused (as CLS counts them). */
function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0);
  });
}

/** Persistent storage granted to the app's origin, as a browser does for an installed app (CDP: durableStorage). */
async function grantPersistentStorage(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  const browser = await context.browser()!.newBrowserCDPSession();
  await browser.send('Browser.grantPermissions', { permissions: ['durableStorage'], origin, browserContextId: targetInfo.browserContextId });
}

/** The group list is shown with everything the start loads: the listed rounds, their version and the observer lists. */
async function groupListShown(page: Page): Promise<void> {
  await expect(page.locator('.category').first()).toBeVisible();
  await expect(page.locator('.group-list-header .version').first().locator('.badge')).not.toHaveText('unbekannt');
  await expect(page.locator('.observer-lists')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zeitreihenwerte laden' })).toBeVisible();
}

test('issue 13 layout shift, first visit: nothing moves while the storage warning and the group list appear', async ({ page }) => {
  await page.goto(server().url);
  await groupListShown(page);
  await expect(page.getByText(STORAGE_WARNING)).toBeVisible();
  expect(await layoutShiftSum(page)).toBeLessThan(MAX_SHIFT);
});

test('issue 13 layout shift, with an offline copy on the device: nothing moves while the copies and the list appear', async ({ page }) => {
  await page.goto(server().url);
  await page.locator('.group-item', { hasText: ROUND }).getByRole('button', { name: 'Offline erfassen' }).click();
  await expect(page).toHaveURL(/\/mobile\/[0-9a-f-]{36}\/list$/);

  await page.goto(server().url);
  await groupListShown(page);
  await expect(page.locator('.offline-copies').getByRole('link', { name: ROUND })).toBeVisible();
  await expect(page.getByText(STORAGE_WARNING)).toBeVisible();
  expect(await layoutShiftSum(page)).toBeLessThan(MAX_SHIFT);
});

test('issue 13 layout shift, persistent storage granted: no warning, and nothing moves while the list appears', async ({ page, context }) => {
  await grantPersistentStorage(context, page, server().url);
  await page.goto(server().url);
  await groupListShown(page);
  await expect(page.getByText(STORAGE_WARNING)).toHaveCount(0);
  expect(await layoutShiftSum(page)).toBeLessThan(MAX_SHIFT);
});

// this test stops its server: on a server of its own
test.describe('issue 13 layout shift, server unreachable', () => {
  const unreachable = serverForThisFile();

  test('the stored list and its "no connection" note appear without moving anything', async ({ page }) => {
    await page.goto(unreachable().url);
    await groupListShown(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await unreachable().stop();

    await page.reload();
    await expect(page.getByText('Keine Verbindung zum Server – gespeicherte Messtouren werden angezeigt.')).toBeVisible();
    await groupListShown(page);
    await expect(page.getByText(STORAGE_WARNING)).toBeVisible();
    expect(await layoutShiftSum(page)).toBeLessThan(MAX_SHIFT);
  });
});
