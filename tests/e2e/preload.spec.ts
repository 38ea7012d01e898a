// spec entry.md §2 Offline preload screen and the group selection link, §4 preload order, §7 timeseries values
// (local history when the server fails): preloaded values are there without a network.
import { expect } from '@playwright/test';
import { serverOfThisWorker, startServerInProjectDialect, test } from './server-for-this-file';

const ROUND = 'Demo Pegelrunde Innsbruck';
const server = serverOfThisWorker();

test('load timeseries values of the listed rounds, save back to group selection, then read them offline in the chart and the analysis charts', async ({ page, context, request }) => {
  const round = (await (await request.get(`${server().url}/hwe-api/v2/measure-round/101`)).json()) as { entries: { tsId: string }[] } | { tsId: string }[];
  const tsId = (Array.isArray(round) ? round : round.entries)[0].tsId;

  await page.goto(server().url);
  await page.getByRole('link', { name: 'Zeitreihenwerte laden' }).click();
  await expect(page).toHaveURL(`${server().url}/loadTimeseriesValues`);
  const groupsBar = page.getByRole('progressbar', { name: /^Messtouren, Karten und Dokumente: / });
  const valuesBar = page.getByRole('progressbar', { name: /^Historische Werte: / });
  await expect(groupsBar).toBeVisible();
  await expect(page.getByText(/^\d+ Messtouren und \d+ Zeitreihen geladen\.$/)).toBeVisible({ timeout: 45_000 });
  await expect(groupsBar).toHaveAttribute('aria-valuenow', '100');
  await expect(valuesBar).toHaveAttribute('aria-valuenow', '100');

  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(`${server().url}/`);
  await expect(page.getByRole('heading', { name: 'Messtouren' })).toBeVisible();

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.goto(`${server().url}/timeseriesChart/${encodeURIComponent(tsId)}`).catch(() => page.reload());
  await expect(page.getByText('Keine Verbindung zum Server – gespeicherte Werte werden angezeigt.')).toBeVisible();
  expect(await page.locator('.history-table tbody tr').count()).toBeGreaterThan(300);
  // issue 36 defect (b): the analysis charts of the round say the same as the chart, over charts from the device
  await page.goto(`${server().url}/analysis/charts/${encodeURIComponent(ROUND)}`).catch(() => page.reload());
  await expect(page.getByText('Keine Verbindung zum Server – gespeicherte Werte werden angezeigt.')).toBeVisible();
  await expect.poll(() => page.locator('.analysis-card .uplot').count()).toBeGreaterThan(0);
  await context.setOffline(false);
});

test('a preload of all rounds can be cancelled; one named round loads only that round', async ({ page }) => {
  await page.goto(`${server().url}/loadTimeseriesValues`);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByText('Abgebrochen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  await page.goto(`${server().url}/loadTimeseriesValues?groups=${encodeURIComponent(ROUND)}`);
  // one round: its group step plus its maps and documents when those are enabled, all done
  await expect(page.getByRole('progressbar', { name: /^Messtouren, Karten und Dokumente: (\d) von \1$/ })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(/^1 Messtour und \d+ Zeitreihen geladen\.$/)).toBeVisible();
});

test('§8: steps that fail without stopping the preload are shown as success-styled lines, and the preload ends', async ({ page }) => {
  const own = await startServerInProjectDialect();
  try {
    await page.goto(own.url);
    await expect(page.getByRole('link', { name: 'Zeitreihenwerte laden' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // the server goes away: the round list comes from the device, the rounds themselves were never stored
    await own.stop();
    await page.getByRole('link', { name: 'Zeitreihenwerte laden' }).click();
    await expect(page.getByText(/^\d+ Messtour(en)? und \d+ Zeitreihen? geladen\.$/)).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('0 Messtouren und 0 Zeitreihen geladen.')).toBeVisible();
    // each failure worded from its code in the page's language (the server stopped: not reachable), never worker English
    await expect(page.locator('.preload .alert-success').getByText('Der Server ist nicht erreichbar. Bitte prüfen Sie die Netzwerkverbindung.').first()).toBeVisible();
    await expect(page.locator('.preload')).not.toContainText(/fetch|could not|Server not reachable/);
    expect(await page.locator('.alert-danger').count()).toBe(0);
  } finally {
    await own.dispose();
  }
});
