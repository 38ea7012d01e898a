// issue 10 "a full quota keeps the group list working and shows the message" (spec entry.md §2 group selection):
// the origin's quota is set to 1 byte through CDP (Storage.overrideQuotaForOrigin), so the worker's IndexedDB writes
// are refused as the browser refuses them on a full device. An e2e test, as its server (and so its origin) is
// this file's own: a smaller quota in the browser tests' shared origin would refuse the writes of the other files.
import { expect } from '@playwright/test';
import { serverForThisFile, test } from './server-for-this-file';

const server = serverForThisFile();

const STORAGE_FULL =
  'Der Speicher dieses Geräts ist voll: die Messtouren werden angezeigt, aber nicht für die Offline-Nutzung gespeichert, und neue Eingaben können nicht gespeichert werden. Bitte übertragen Sie fertige Messtouren, löschen Sie nicht mehr benötigte Offline-Kopien oder geben Sie in den Browser-Einstellungen Speicher frei.';

test('with the storage full the group list is still shown from the server, with the German storage-full message', async ({ page }) => {
  // the override holds for what the origin opens after it, so it is set before the app's first load
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(server().url).origin, quotaSize: 1 });
  await page.goto(server().url);

  await expect(page.getByText(STORAGE_FULL)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Messtouren' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Messtouren für demo/ })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.locator('.category').count()).toBeGreaterThanOrEqual(4);
});

test('issue 34 preload bars count what was stored: with the storage full no round and no series is counted and the screen says storage full', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(server().url).origin, quotaSize: 1 });
  await page.goto(`${server().url}/loadTimeseriesValues`);

  await expect(page.getByText('0 Messtouren und 0 Zeitreihen geladen.')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(STORAGE_FULL)).toBeVisible();
  // no round is stored; only the map steps of rounds without a map (nothing to store) count
  const groupsBar = page.getByRole('progressbar', { name: /^Messtouren, Karten und Dokumente: \d+ von \d+$/ });
  const valuesBar = page.getByRole('progressbar', { name: /^Historische Werte: 0 von \d+ Zeitreihen$/ });
  await expect(groupsBar).not.toHaveAttribute('aria-valuenow', '100');
  await expect(valuesBar).toHaveAttribute('aria-valuenow', '0');
  expect(Number((await valuesBar.getAttribute('aria-label'))!.match(/von (\d+)/)![1])).toBeGreaterThan(0);
});
