// spec entry.md §2 Group selection (group name opens the input page in online mode) and Online tabular input:
// built app, real worker, real reference server with demo data; issue 32: in both dialects (the same-day info colour
// from the spec's plain values list, the post stored once after an answer without body).
import { expect } from '@playwright/test';
import { serverForThisFile, test } from './server-for-this-file';
import { answeredRoundPosts, storedRounds } from './stored-rounds';

const server = serverForThisFile();

test('the group name opens the table for the chosen date; a reading survives a reload and is posted with the count', async ({ page }) => {
  await page.goto(server().url);
  await page.getByLabel('Datum').fill('2026-01-15');
  await page.getByRole('link', { name: 'Demo Pegelrunde Innsbruck' }).click();
  await expect(page).toHaveURL(/\/stations\/101\/2026-01-15$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Pegelrunde Innsbruck am 15.01.2026');
  // §2 row colour info (same day): the demo history has a value of that day for the series not typed into yet
  await expect(page.locator('tr[data-status="info"]').first()).toBeVisible();

  const water = page.getByLabel('Innsbruck Universität W Wert', { exact: true });
  await water.fill('123,5');
  const date = page.getByLabel('Innsbruck Universität W Datum/Zeit');
  await expect(date).toHaveValue('15.01.2026 12:00');
  // issue 36 item 16 / §5: a date older than 10 days is implausible: flagged at the date, the row in warning colour
  await expect(water.locator('xpath=ancestor::tr')).toHaveAttribute('data-status', 'warning');
  await expect(water.locator('xpath=ancestor::tr').getByText('Datum liegt mehr als 10 Tage zurück')).toBeVisible();

  // nothing typed is lost: the table is kept by the worker
  await page.reload();
  await expect(page.getByLabel('Innsbruck Universität W Wert', { exact: true })).toHaveValue('123,5');

  const roundsBefore = (await storedRounds(server().url)).filter((round) => round.mrName === 'Demo Pegelrunde Innsbruck').length;
  const posts = answeredRoundPosts(page);
  await page.getByRole('button', { name: 'Übertragen' }).click();
  await expect(page.getByText('Daten übertragen: 1 Wert.')).toBeVisible();
  await expect(page.getByLabel('Innsbruck Universität W Wert', { exact: true })).toHaveValue('');
  // issue 32: one post, answered 201 (in the spec dialect with no body), and one round stored
  await expect.poll(() => posts).toEqual([201]);
  expect((await storedRounds(server().url)).filter((round) => round.mrName === 'Demo Pegelrunde Innsbruck')).toHaveLength(roundsBefore + 1);
});

test.describe('issue 12 / spec entry.md §9 date formats: an English-language browser with the German page', () => {
  test.use({ locale: 'en-US' });

  test('dates and times show and are typed as dd.MM.yyyy HH:mm, not in the browser’s format', async ({ page }) => {
    await page.goto(`${server().url}/?date=2026-01-14`);
    const day = page.getByLabel('Datum', { exact: true });
    await expect(day).toHaveValue('14.01.2026');
    await day.fill('16.01.2026');
    await page.getByRole('link', { name: 'Demo Pegelrunde Innsbruck' }).click();
    await expect(page).toHaveURL(/\/stations\/101\/2026-01-16$/);

    await page.getByLabel('Hall Innsteg W Wert', { exact: true }).fill('88');
    const date = page.getByLabel('Hall Innsteg W Datum/Zeit');
    await expect(date).toHaveValue('16.01.2026 12:00');
    // a typed time in the German format is taken; §5 an invalid value on blur clears the field
    await date.fill('16.01.2026 08:15');
    await date.blur();
    await expect(date).toHaveValue('16.01.2026 08:15');
    await date.fill('17.01.201');
    await date.blur();
    await expect(date).toHaveValue('');
    await expect(page.getByLabel('Hall Innsteg W Wert', { exact: true }).locator('xpath=ancestor::tr')).toHaveAttribute('data-status', 'danger');

    // §5 paste: YYYY-MM-DD and HH:mm are read, and shown in the page's format
    await date.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text', '2026-01-16 09:45');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(date).toHaveValue('16.01.2026 09:45');
    await page.getByRole('heading', { level: 1 }).click();
    // issue 36 item 16: 16.01.2026 lies more than 10 days back, so the dated row is implausible (warning)
    await expect(page.getByLabel('Hall Innsteg W Wert', { exact: true }).locator('xpath=ancestor::tr')).toHaveAttribute('data-status', 'warning');
  });
});
