// spec entry.md §2 CSV importer and group selection CSV button, §5 CSV, §8 success message; through the built app
// and the real server at a phone's width.
import { expect, test } from '@playwright/test';
import type { Entry } from '../../src/shared/model';
import { serverForThisFile } from './server-for-this-file';

const ROUND = 'Demo Pegelrunde Innsbruck';
const server = serverForThisFile();

test.use({ viewport: { width: 360, height: 740 } });

test('the CSV button of a round opens the importer; pasted values are posted and show "data transferred" with the count', async ({ page, request }) => {
  const entries = (await (await request.get(`${server().url}/hwe-api/v2/measure-round/101`)).json()) as Entry[] | { entries: Entry[] };
  const list = Array.isArray(entries) ? entries : entries.entries;
  const timeseries = list.find((entry) => entry.tsUnit === 'cm' && entry.importNumber && !entry.tsFormula)!;

  await page.goto(server().url);
  const round = page.locator('.group-item', { hasText: ROUND });
  await round.getByRole('link', { name: 'CSV' }).click();
  await expect(page).toHaveURL(`${server().url}/csv/${encodeURIComponent(ROUND)}`);
  await expect(page.getByRole('heading', { name: `CSV-Import: ${ROUND}` })).toBeVisible();

  // spec defaults: remark 0, date 1 (time = date column: default time 12:00), value 2, first data row 2
  await page.getByLabel('CSV-Text').fill(['Bemerkung;Datum;Wert', 'Text;TT.MM.JJJJ;cm', ';01.03.2025;12,5', 'Pegel ok;02.03.2025;13'].join('\n'));
  await page.getByLabel('Zeitreihe').selectOption(timeseries.tsId);
  const firstRow = page.locator('.csv-preview tbody tr').first().locator('td');
  await expect(firstRow).toHaveText(['01.03.2025 12:00', '12,50 cm', '<leer>']);

  const post = page.getByRole('button', { name: 'Übertragen' });
  await expect(post).toBeEnabled();
  await post.click();
  await expect(page.getByText('Daten übertragen: 2 Werte.')).toBeVisible();

  // the server keeps the values: the chart of the timeseries lists them
  await page.goto(`${server().url}/timeseriesChart/${encodeURIComponent(timeseries.tsId)}`);
  await expect(page.locator('.history-table tbody tr', { hasText: '01.03.2025 12:00' })).toContainText('12,50');
  await expect(page.locator('.history-table tbody tr', { hasText: '02.03.2025 12:00' })).toContainText('Pegel ok');
});

test('a chosen file is read in the worker: an eHyd export with its own column settings', async ({ page }) => {
  await page.goto(`${server().url}/csv/${encodeURIComponent(ROUND)}`);
  await page.locator('input[type="file"]').setInputFiles('tests/fixtures/ehyd-sample.csv');
  // the export has 20 header rows: the first data row lies below the rows the grid shows
  await page.getByLabel('Erste Datenzeile (Nummer)').fill('20');
  await page.getByLabel('Datum: Spalte 0').check();
  await page.getByLabel('Zeit: keine').check();
  await page.getByLabel('Wert: Spalte 1').check();
  await page.getByLabel('Bemerkung: keine').check();
  await page.getByLabel('Datum-Zeit-Format').fill('dd.MM.yyyy HH:mm:ss');
  await expect(page.getByText('Werte 1–12 von 12')).toBeVisible();
  await expect(page.locator('.csv-preview tbody tr').nth(3).locator('td')).toHaveText(['04.01.2024 00:00', '-', 'Lücke']);
});
