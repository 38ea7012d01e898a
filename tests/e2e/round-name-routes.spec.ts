// spec archive.md §2 Analysis views and entry.md §2 CSV importer: routes that carry the round's name open for a name
// with a comma, a slash, an ampersand and a literal percent sign (wouter decodes a path only with decodeURI; the
// screens get each parameter decoded exactly once), through the group selection's own links.
import { expect, type Page } from '@playwright/test';
import { openDatabase } from '../../src/server/db/database';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { test } from './server-for-this-file';

const ROUND = 'Tour 2,5 / A&B 50%';
const DEMO_ROUND_ID = 101;
let server: ServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(360_000); // two starts of the server
  const seeded = await startServerProcess();
  await seeded.stop();
  const db = await openDatabase({ dataDir: seeded.dataDir });
  try {
    await db.query('UPDATE measure_round SET mr_name = $1 WHERE mr_id = $2', [ROUND, DEMO_ROUND_ID]);
  } finally {
    await db.close();
  }
  server = await startServerProcess({}, seeded.dataDir);
});
test.afterAll(() => server?.dispose());

async function openFromGroupSelection(page: Page, link: string): Promise<void> {
  await page.goto(server!.url);
  await page.locator('.group-item', { hasText: ROUND }).getByRole('link', { name: link, exact: true }).click();
}

async function expectNoLoadError(page: Page): Promise<void> {
  await expect(page.getByText('Die Messtouren konnten nicht geladen werden.')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${ROUND}`));
}

test('the analysis charts of the round open with its cards', async ({ page }) => {
  await openFromGroupSelection(page, 'Diagramme');
  await expect(page).toHaveURL(`${server!.url}/analysis/charts/${encodeURIComponent(ROUND)}`);
  await expect(page.getByRole('heading', { name: `Diagramme: ${ROUND}` })).toBeVisible();
  await expect(page.locator('.analysis-card .uplot').first()).toBeVisible();
  await expectNoLoadError(page);
});

test('the analysis table of the round opens with its rows', async ({ page }) => {
  await openFromGroupSelection(page, 'Tabelle');
  await expect(page.getByRole('heading', { name: `Tabelle: ${ROUND}` })).toBeVisible();
  await expect(page.locator('.analysis-table tbody tr').first()).toBeVisible();
  await expectNoLoadError(page);
});

test('the CSV importer of the round opens with its timeseries to choose', async ({ page }) => {
  await openFromGroupSelection(page, 'CSV');
  await expect(page.getByRole('heading', { name: `CSV-Import: ${ROUND}` })).toBeVisible();
  await expect(page.getByLabel('Zeitreihe').locator('option').nth(1)).toBeAttached();
  await expectNoLoadError(page);
});
