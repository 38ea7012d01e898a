// spec entry.md §2 CSV importer and group selection CSV button, §5 CSV, §8 success message; through the built app
// and the real server at a phone's width.
import { expect } from '@playwright/test';
import type { Entry } from '../../src/shared/schema/entry';
import { serverForThisFile, test } from './server-for-this-file';

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

test('issue 12: a chosen eHYD export (a header block of 20 lines, ";", dd.MM.yyyy HH:mm:ss, decimal commas, "Lücke" for gaps) is read with no manual choice, in UTF-8 and in Windows-1252', async ({ page }) => {
  await page.goto(`${server().url}/csv/${encodeURIComponent(ROUND)}`);
  const rows = page.locator('.csv-preview tbody tr');
  const proposal = page.locator('.csv-detected');

  await page.locator('input[type="file"]').setInputFiles('tests/fixtures/ehyd-sample.csv');
  await expect(page.getByText('Werte 1–12 von 12')).toBeVisible();
  await expect(rows.nth(0).locator('td')).toHaveText(['01.01.2024 00:00', '194,30', '<leer>']);
  await expect(rows.nth(3).locator('td')).toHaveText(['04.01.2024 00:00', '-', 'Lücke']);
  // what was chosen is shown, in the grid and as a line
  await expect(page.getByLabel('Erste Datenzeile (Nummer)')).toHaveValue('20');
  await expect(page.getByLabel('Datum: Spalte 0')).toBeChecked();
  await expect(page.getByLabel('Zeit: Spalte 0')).toBeChecked();
  await expect(page.getByLabel('Wert: Spalte 1')).toBeChecked();
  await expect(page.getByLabel('Bemerkung: keine')).toBeChecked();
  await expect(page.getByLabel('Datum-Zeit-Format')).toHaveValue('dd.MM.yyyy HH:mm:ss');
  await expect(proposal).toContainText('Erste Datenzeile: Zeile 20');
  await expect(proposal).toContainText('Datum-Zeit-Format: dd.MM.yyyy HH:mm:ss');

  // the user changes one setting; the next file keeps that choice and proposes the rest
  await page.getByLabel('Bemerkung: Spalte 1').check();
  await expect(proposal).not.toContainText('Bemerkung');
  await page.locator('input[type="file"]').setInputFiles('tests/fixtures/ehyd-sample-windows-1252.csv');
  await expect(page.getByText('Werte 1–12 von 12')).toBeVisible();
  await expect(page.getByLabel('Bemerkung: Spalte 1')).toBeChecked();
  await expect(rows.nth(3).locator('td')).toHaveText(['04.01.2024 00:00', '-', 'Lücke; Lücke']);
  await expect(rows.nth(0).locator('td')).toHaveText(['01.01.2024 00:00', '194,30', '194,3']);
  await expect(page.locator('.csv-grid')).toContainText('Gewässer:');
});
