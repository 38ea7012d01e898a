// spec archive.md §2 Timeseries chart (logo hidden, newest first), entry.md §9 chart 800×600 that follows its
// container; archive.md §2 Analysis views through the built app and the real server.
import { expect } from '@playwright/test';
import { holdRequests } from './held-requests';
import { serverOfThisWorker, test } from './server-for-this-file';

const ROUND = 'Demo Pegelrunde Innsbruck';
const server = serverOfThisWorker();

test('the chart of one timeseries: 800×600 on a wide screen, the container width at 360 px, logo hidden, values newest first', async ({ page, request }) => {
  const round = (await (await request.get(`${server().url}/hwe-api/v2/measure-round/101`)).json()) as { entries: { tsId: string }[] } | { tsId: string }[];
  const tsId = (Array.isArray(round) ? round : round.entries)[0].tsId;

  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(server().url);
  await expect(page.locator('.navbar-brand img')).toBeVisible();
  await page.goto(`${server().url}/timeseriesChart/${encodeURIComponent(tsId)}`);
  const chart = page.locator('.history-chart .uplot');
  await expect(chart).toBeVisible();
  await expect(page.locator('.navbar-brand img')).toHaveCount(0);
  const wide = await chart.boundingBox();
  expect(wide?.height).toBe(600);
  expect(wide?.width).toBeGreaterThanOrEqual(800);

  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(async () => (await chart.boundingBox())?.width).toBeLessThanOrEqual(360);

  const dates = await page.locator('.history-table tbody tr td:first-child').allTextContents();
  const time = (text: string) => {
    const [day, month, year, hour, minute] = text.split(/[.: ]/).map(Number);
    return new Date(year, month - 1, day, hour, minute).getTime();
  };
  expect(time(dates[0])).toBeGreaterThan(time(dates[1]));
  expect(time(dates[1])).toBeGreaterThan(time(dates.at(-1)!));
});

test('analysis buttons of a round open its charts, remarks and table', async ({ page }) => {
  await page.goto(server().url);
  const round = page.locator('.group-item', { hasText: ROUND });
  await round.getByRole('link', { name: 'Tabelle' }).click();
  await expect(page.getByRole('heading', { name: `Tabelle: ${ROUND}` })).toBeVisible();
  // the counts of a year of every series' values (here and for the charts below: in the spec dialect their whole lists)
  await expect(page.locator('.analysis-table tbody tr').first()).toBeVisible({ timeout: 45_000 });
  // issue 32: counted from the values in either dialect (the spec's plain list too), not all 0
  await expect(page.locator('.analysis-table tbody td').filter({ hasText: /^[1-9]\d*$/ }).first()).toBeVisible();
  await page.goBack();
  await page.locator('.group-item', { hasText: ROUND }).getByRole('link', { name: 'Bemerkungen' }).click();
  await expect(page.getByLabel('Bemerkungsfilter')).toHaveValue('Datensammler|neu');
  await expect(page.locator('.analysis-table tbody td:nth-of-type(2) li').first()).toBeVisible();
  await page.goBack();
  await page.locator('.group-item', { hasText: ROUND }).getByRole('link', { name: 'Diagramme' }).click();
  await expect(page.locator('.analysis-card .uplot').first()).toBeVisible({ timeout: 45_000 });
});

test.describe('issue 38: the first opening of the analysis charts', () => {
  test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

  test('the round is looked up and the values of its charts are asked for while the screen\'s code is still on its way', async ({ page }) => {
    await page.goto(server().url);
    const round = page.locator('.group-item', { hasText: ROUND });
    await expect(round).toBeVisible();
    await page.waitForLoadState('networkidle');
    const code = await holdRequests(page, /\/assets\/AnalysisCharts-[^/]+\.js$/);
    const lookedUp = page.waitForRequest((request) => /\/hwe-api\/v2\/measure-round\/[^/]+$/.test(new URL(request.url()).pathname));
    const valuesAsked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/timeseries/values'));
    await round.getByRole('link', { name: 'Diagramme' }).click();
    await lookedUp;
    await valuesAsked;
    await code.release();
    await expect(page.locator('.analysis-card').first().locator('.uplot')).toBeVisible();
  });

  test('the charts on screen are read first: the first chart is painted while the series further down are still held', async ({ page }) => {
    await page.goto(server().url);
    await expect(page.locator('.group-item', { hasText: ROUND })).toBeVisible();
    // 740 px show two charts of 600 px: their series come in a piece of their own, the values of the others are held
    const others = await holdRequests(page, (url) => url.pathname.endsWith('/timeseries/values') && url.searchParams.getAll('tsId').length > 2);
    await page.goto(`${server().url}/analysis/charts/${encodeURIComponent(ROUND)}`);
    await expect(page.locator('.analysis-card').first().locator('.uplot')).toBeVisible();
    const pending = page.locator('.analysis-chart-pending');
    await expect(pending.first()).toHaveText('Die Werte werden geladen …');
    expect(await pending.count()).toBe((await page.locator('.analysis-card').count()) - 2);
    await others.release();
    await expect(pending).toHaveCount(0);
    const last = page.locator('.analysis-card').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('.uplot, .hint').first()).toBeVisible();
  });
});
