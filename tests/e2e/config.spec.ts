// spec entry.md §2 Config screen: language and mode are stored and apply after a reload (built app, real server).
import { expect } from '@playwright/test';
import { serverOfThisWorker, test } from './server-for-this-file';

const server = serverOfThisWorker();

test('the navbar opens the config screen; English and offline mode are saved and kept after a reload', async ({ page }) => {
  await page.goto(server().url);
  await expect(page.getByLabel('Datum')).toBeVisible();
  await page.getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page).toHaveURL(/\/config$/);

  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByLabel('Offline (in the field)').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The settings were saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Offline (in the field)')).toBeChecked();

  // offline mode: group selection shows the filter box instead of the date input
  await page.goto(server().url);
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(page.getByLabel('Date', { exact: true })).toHaveCount(0);
});
