// spec archive.md §2 Archive list, detail and report; §4 decisions; §7 calls — through the built app and the real server.
import { expect } from '@playwright/test';
import { serverForThisFile, test } from './server-for-this-file';

const server = serverForThisFile();

const ROUND = 'Speicher Längental Messdamm';

test('navbar archive button, filter, decision 1 on a round waiting for it, PDF download, report', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(server().url);
  // the demo user is logged in and the server config enables showArchive; on a phone the button is in the menu (issue 15)
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('link', { name: 'Archiv' }).click();
  await expect(page).toHaveURL(/\/archive$/);
  await expect(page.getByRole('heading', { name: 'Archiv', level: 1 })).toBeVisible();
  await expect(page.getByText('14 von 14 Messtouren werden gefunden')).toBeVisible();

  await page.getByLabel('Filter (regulärer Ausdruck)').fill('längental');
  await expect(page.getByText('1 von 14 Messtouren werden gefunden')).toBeVisible();
  // the count line shows the worker's answer at once, the rows follow as a transition (issue 13)
  const row = page.locator('.archive-table tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveClass('row-warning');
  await expect(row.locator('td').nth(4).getByRole('img', { name: 'Entscheidung erforderlich' })).toBeVisible();

  await row.getByRole('link', { name: ROUND }).click();
  await expect(page.getByRole('heading', { name: ROUND, level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('0 von 2 entschieden');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF herunterladen' }).click();
  expect((await downloading).suggestedFilename()).toBe(`${ROUND}.pdf`);

  // LAE01-VB01 offers the -VB digits choices, LAE01-VB the VB variant; both get 'weitere Bewertung'
  const stage1 = page.locator('tr.decision-row[data-stage="1"]');
  await expect(stage1).toHaveCount(2);
  await expect(stage1.nth(0).locator('label')).toHaveText(['nicht relevant', 'sofort beheben', 'weitere Bewertung']);
  await expect(stage1.nth(1).locator('label')).toHaveText(['unkritisch', 'weitere Bewertung']);
  for (const choices of await stage1.all()) await choices.getByLabel('weitere Bewertung').check();
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('2 von 2 entschieden');
  const submit = page.getByRole('button', { name: 'Entscheidung speichern' });
  const box = await submit.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await submit.click();

  await expect(page.getByText(`Die Entscheidung zur Messtour ${ROUND} wurde gespeichert.`)).toBeVisible();
  await expect(page).toHaveURL(/\/archive$/);
  // the filter is kept; decision 1 now has a time and decision 2 is required of the demo user
  await expect(page.getByText('1 von 14 Messtouren werden gefunden')).toBeVisible();
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(4)).toHaveText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(row.locator('td').nth(5).getByRole('img', { name: 'Entscheidung erforderlich' })).toBeVisible();

  const from = await page.getByLabel('Von').inputValue();
  const to = await page.getByLabel('Bis').inputValue();
  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/archive\/report\/[^/?]+\?title=/);
  await expect(page.getByRole('heading', { name: `report längental ${from}–${to}`, level: 1 })).toBeVisible();
  await expect(page.getByText('n = nein, u = unverändert, E = Ereignis, ΣE = Anzahl Ereignisse')).toBeVisible();
  await expect(page.locator('.report-matrix tbody th')).toHaveText([/\(LAE02\)$/, /\(LAE09\)$/]);
});
