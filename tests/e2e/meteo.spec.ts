// spec entry.md §2 Meteo input, §5 meteo post: a complete editable day is posted after the confirm prompt and becomes read-only.
import { expect, test } from '@playwright/test';
import { serverForThisFile } from './server-for-this-file';

const server = serverForThisFile();

test('the meteo observer list opens for the month; a day filled with the zero button and a temperature is posted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(server().url);
  await page.getByRole('button', { name: /^Niederschlagsbeobachter/ }).click();
  await page.getByRole('link', { name: 'Niederschlag Ötztal und Pitztal' }).click();
  await expect(page).toHaveURL(/\/meteo\/402\/\d{4}-\d{2}$/);

  const editable = page.locator('tr[data-day]:not([data-status="readonly"])');
  const first = editable.first();
  const day = await first.getAttribute('data-day');
  await first.getByRole('button', { name: 'Niederschlag (mm) auf 0 setzen' }).click();
  await first.getByLabel('Lufttemperatur (°C)').fill('-4,2');
  await expect(first).toHaveAttribute('data-status', 'success');

  await page.getByRole('button', { name: 'Übertragen' }).click();
  await expect(page.getByRole('dialog')).toContainText('Sollen die Meteo-Daten jetzt übertragen werden?');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Daten übertragen: 4 Werte.')).toBeVisible();
  await expect(page.locator(`tr[data-day="${day}"]`)).toHaveAttribute('data-status', 'readonly');
});
