// spec entry.md §2 Meteo input, §5 meteo post: a complete editable day is posted after the confirm prompt and becomes read-only.
import { expect, type Locator, type Page } from '@playwright/test';
import { format, subMonths } from 'date-fns';
import { serverForThisFile, test } from './server-for-this-file';

const server = serverForThisFile();

/** a stored day's snow height as shown ('12,00'); none shown (no snow height, or an editable day) counts as 0 */
const shownSnowHeight = async (row: Locator) => (await row.locator('td[data-label="Schneehöhe (cm)"]').textContent())?.trim() || '0';

/**
 * The snow height of the day before the first editable one, in this month's table or, when the editable days start
 * on the 1st, in the previous month's (then this month's table is opened again): the demo history follows the date,
 * and a day typed as 0 after more than 10 cm of snow is implausible (§5 'Schneehöhen-Abnahme >10cm unwahrscheinlich!').
 */
async function snowHeightBeforeFirstEditableDay(page: Page): Promise<string> {
  const days = page.locator('tr[data-day]');
  const firstEditable = (await days.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.status))).findIndex((status) => status !== 'readonly');
  if (firstEditable > 0) return shownSnowHeight(days.nth(firstEditable - 1));
  const monthUrl = page.url();
  const month = monthUrl.slice(-7);
  await page.goto(monthUrl.replace(/\d{4}-\d{2}$/, format(subMonths(new Date(`${month}-15T12:00:00`), 1), 'yyyy-MM')));
  const height = await shownSnowHeight(days.last());
  await page.goto(monthUrl);
  await expect(days.first()).toBeVisible();
  return height;
}

test('the meteo observer list opens for the month; a day filled with the zero button and a temperature is posted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(server().url);
  await page.getByRole('button', { name: /^Niederschlagsbeobachter/ }).click();
  await page.getByRole('link', { name: 'Niederschlag Ötztal und Pitztal' }).click();
  await expect(page).toHaveURL(/\/meteo\/402\/\d{4}-\d{2}$/);

  const editable = page.locator('tr[data-day]:not([data-status="readonly"])');
  await expect(editable.first()).toBeVisible();
  const snowHeight = await snowHeightBeforeFirstEditableDay(page);
  const first = editable.first();
  const day = await first.getAttribute('data-day');
  await first.getByRole('button', { name: 'Niederschlag (mm) auf 0 setzen' }).click();
  await first.getByLabel('Schneehöhe (cm)', { exact: true }).fill(snowHeight);
  await first.getByLabel('Lufttemperatur (°C)').fill('-4,2');
  await expect(first).toHaveAttribute('data-status', 'success');

  await page.getByRole('button', { name: 'Übertragen' }).click();
  await expect(page.getByRole('dialog')).toContainText('Sollen die Meteo-Daten jetzt übertragen werden?');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Daten übertragen: 4 Werte.')).toBeVisible();
  await expect(page.locator(`tr[data-day="${day}"]`)).toHaveAttribute('data-status', 'readonly');
});
