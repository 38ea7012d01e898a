// spec archive.md §2 routes /help and /!/{any}, page title, dark/light toggle and shortcuts in the built app (real server).
import { expect } from '@playwright/test';
import { serverOfThisWorker, test } from './server-for-this-file';

const server = serverOfThisWorker();

test('/help opens the about page; the catch-all /!/{any} opens the remaining path with its query; titles follow', async ({ page }) => {
  await page.goto(`${server().url}/help`);
  await expect(page.getByRole('heading', { name: 'Über die Handeingabe' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle('Über die Handeingabe – Handeingabe');
  await expect(page.getByText('2025-04-14T08:26/79ecd3b5', { exact: true })).toBeVisible();

  await page.goto(`${server().url}/!/changelog?from=mail`);
  await expect(page.getByRole('heading', { name: 'Änderungsprotokoll' })).toBeVisible();
  await expect(page).toHaveURL(/\/changelog\?from=mail$/);
  await expect(page).toHaveTitle('Änderungsprotokoll – Handeingabe');
});

test('shortcuts: ? opens help, g h goes home keeping the date, g c opens the config', async ({ page }) => {
  await page.goto(`${server().url}/imprint?date=2025-03-01`);
  await expect(page.getByRole('heading', { name: 'Impressum' })).toBeVisible();
  await page.keyboard.press('?');
  await expect(page).toHaveURL(/\/about$/);
  await page.goto(`${server().url}/imprint?date=2025-03-01`);
  await expect(page.getByRole('heading', { name: 'Impressum' })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(`${server().url}/?date=2025-03-01`);
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
});

test('the theme follows the system until chosen; the choice is kept after a reload (issue 15: light → dark → Außen → light)', async ({ page }) => {
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const toggle = (name: string) => page.getByRole('navigation').getByRole('button', { name });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${server().url}/about`);
  await expect(page.getByRole('heading', { name: 'Über die Handeingabe' })).toBeVisible();
  expect(await background()).toBe('rgb(21, 25, 29)');

  // the outdoor theme stays black on white under a dark system preference
  await toggle('Außen-Design').click();
  expect(await background()).toBe('rgb(255, 255, 255)');
  await page.reload();
  await expect(toggle('Helles Design')).toBeVisible();
  expect(await background()).toBe('rgb(255, 255, 255)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');

  await toggle('Helles Design').click();
  await toggle('Dunkles Design').click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(toggle('Außen-Design')).toBeVisible();
  expect(await background()).toBe('rgb(21, 25, 29)');
});

test('the home screen takes its date from the query and keeps a changed date there, so the logo and the group links carry it', async ({ page }) => {
  await page.goto(`${server().url}/?date=2025-03-01`);
  const dateInput = page.getByLabel('Datum');
  await expect(dateInput).toHaveValue('01.03.2025');
  await dateInput.fill('27.02.2025');
  await expect(page).toHaveURL(`${server().url}/?date=2025-02-27`);
  await expect(page.locator('.navbar-brand')).toHaveAttribute('href', '/?date=2025-02-27');
  await page.getByRole('button', { name: /^Messtouren für demo/ }).waitFor();
  const stationLinks = page.locator('.group-name[href^="/stations/"]');
  await expect(stationLinks.first()).toHaveAttribute('href', /\/2025-02-27$/);
});
