// spec entry.md §2 Group selection (group name opens the input page in online mode) and Online tabular input:
// built app, real worker, real reference server with demo data.
import { expect, test } from '@playwright/test';
import { serverForThisFile } from './server-for-this-file';

const server = serverForThisFile();

test('the group name opens the table for the chosen date; a reading survives a reload and is posted with the count', async ({ page }) => {
  await page.goto(server().url);
  await page.getByLabel('Datum').fill('2026-01-15');
  await page.getByRole('link', { name: 'Demo Pegelrunde Innsbruck' }).click();
  await expect(page).toHaveURL(/\/stations\/101\/2026-01-15$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Pegelrunde Innsbruck am 15.01.2026');

  const water = page.getByLabel('Innsbruck Universität W Wert', { exact: true });
  await water.fill('123,5');
  const date = page.getByLabel('Innsbruck Universität W Datum/Zeit');
  await expect(date).toHaveValue('2026-01-15T12:00');
  // §2 success: date plus valid value; §5 a date older than 10 days is flagged at the date
  await expect(water.locator('xpath=ancestor::tr')).toHaveAttribute('data-status', 'success');
  await expect(water.locator('xpath=ancestor::tr').getByText('Datum liegt mehr als 10 Tage zurück')).toBeVisible();

  // nothing typed is lost: the table is kept by the worker
  await page.reload();
  await expect(page.getByLabel('Innsbruck Universität W Wert', { exact: true })).toHaveValue('123,5');

  await page.getByRole('button', { name: 'Übertragen' }).click();
  await expect(page.getByText('Daten übertragen: 1 Wert.')).toBeVisible();
  await expect(page.getByLabel('Innsbruck Universität W Wert', { exact: true })).toHaveValue('');
});
