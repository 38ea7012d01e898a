// spec entry.md §2 Hydro input: post only with a plausible date and a value, confirm, back to group selection.
import { expect } from '@playwright/test';
import { serverForThisFile, test } from './server-for-this-file';

const server = serverForThisFile();

test('a hydro observer list opens from its group name; one value is confirmed, posted and the app returns to group selection', async ({ page }) => {
  await page.goto(server().url);
  await page.getByRole('button', { name: /^Hydrographie Oberflächenwasser/ }).click();
  await page.getByRole('link', { name: 'Pegel OWF Inn Oberland' }).click();
  await expect(page).toHaveURL(/\/hydro\/201$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inn: Landeck Perjen (201101)');
  await expect(page.getByText('Beobachter: Theresia Kirchmair')).toBeVisible();

  const post = page.getByRole('button', { name: 'Übertragen' });
  await expect(post).toBeDisabled();
  await page.getByLabel('Wasserstand Lattenpegel (cm)').fill('212');
  await expect(post).toBeEnabled();
  await post.click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Daten übertragen: 1 Wert.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${server().url}/?$`));
});
