// spec entry.md §2 Mobile screens, §4 offline round lifecycle (create → fill in → post → deleted locally), §8 success message;
// issue 32: the offline round post with a photo in both dialects, stored once.
import { expect, type Page } from '@playwright/test';
import { serverForThisFile, test } from './server-for-this-file';
import { answeredRoundPosts, storedRounds } from './stored-rounds';

const ROUND = 'Demo Pegelrunde Innsbruck';
const server = serverForThisFile();

/** The reading field of a series (tsId = station number and parameter in the demo data). */
const reading = (page: Page, tsId: string) => page.locator(`[data-ts-id="${tsId}"] input`).first();
const heading = (page: Page) => page.getByRole('heading', { level: 2 });

/** A small JPEG as a camera would give it, drawn by the page. */
async function jpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a6';
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function enter(page: Page, tsId: string, text: string): Promise<void> {
  await reading(page, tsId).fill(text);
  await expect(page.getByRole('status')).toHaveText('Gespeichert');
}

test('offline copy: values for stations kept over a reload and while offline, then posted and gone from the device', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(server().url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // create the copy from the group selection
  await page.locator('.group-item', { hasText: ROUND }).getByRole('button', { name: 'Offline erfassen' }).click();
  await expect(page).toHaveURL(/\/mobile\/[0-9a-f-]{36}\/list$/);
  const instanceId = /\/mobile\/([0-9a-f-]{36})\//.exec(page.url())![1];
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('0 von 12 Stationen erfasst (0 %)');

  // two stations
  await page.getByRole('link', { name: /Innsbruck Universität \(201301\)/ }).click();
  await expect(heading(page)).toHaveText('Inn: Innsbruck Universität (201301)');
  await enter(page, '201301-W', '123,5');
  // a photo of the station (spec entry.md §2 Mobile photo), posted with the round (PUT …/image/{name})
  // the photo view is no tab of the phone's bar: opened by its path
  await page.goto(`${server().url}/mobile/${instanceId}/photo/201301`);
  await page.getByLabel('Foto auswählen').setInputFiles({ name: 'pegel.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page) });
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await page.goto(`${server().url}/mobile/${instanceId}/input/201301`);
  await expect(heading(page)).toHaveText('Inn: Innsbruck Universität (201301)');
  await page.getByRole('button', { name: /Nächste Station/ }).click();
  await expect(heading(page)).toHaveText('Inn: Völs Innbrücke (201302)');
  await enter(page, '201302-W', '98');

  // reload mid-edit: everything is kept
  await page.reload();
  await expect(heading(page)).toHaveText('Inn: Völs Innbrücke (201302)');
  await expect(reading(page, '201302-W')).toHaveValue('98');
  await page.keyboard.press('F7');
  await expect(reading(page, '201301-W')).toHaveValue('123,5');

  // no network: entering goes on, a reload still works
  await context.setOffline(true);
  await page.keyboard.press('F8');
  await page.keyboard.press('F8');
  await expect(heading(page)).toHaveText('Inn: Hall Innsteg (201303)');
  await enter(page, '201303-W', '45');
  await page.reload();
  await expect(reading(page, '201303-W')).toHaveValue('45');

  // a post without network fails and keeps the round (the transfer is retried once after 5 s)
  await page.getByRole('link', { name: 'Übersicht' }).click();
  await page.getByRole('button', { name: 'Übertragen' }).click();
  const failed = page.locator('.transfer[data-state="error"]');
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed).toHaveText(/Messwerte: Fehler/);
  await expect(failed.locator('svg.icon')).toBeVisible();
  await expect(failed).toHaveCSS('background-color', 'rgb(248, 215, 218)');
  await expect(page.getByRole('alert').filter({ hasText: 'Fehler beim Speichern der Daten' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mobile/${instanceId}/overview$`));

  // back online: the post goes through, answered once with a 2xx (the spec dialect's has no body: issue 32, never posted again)
  const answeredPosts = answeredRoundPosts(page);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Übertragen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Daten übertragen: 3 Werte.' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(`${server().url}/`);
  await expect(page.locator('.offline-copies')).toHaveCount(0);
  await page.goto(`${server().url}/mobile/${instanceId}`);
  await expect(page.getByText('Diese Offline-Kopie gibt es auf diesem Gerät nicht (mehr).')).toBeVisible();

  await expect.poll(() => answeredPosts).toEqual([201]);

  // the server stored the round once, with the photo at the station's remark
  const api = `${server().url}/hwe-api/v2`;
  expect((await storedRounds(server().url)).filter((round) => round.instanceId === instanceId)).toHaveLength(1);
  const completed = await fetch(`${api}/completed-measure-round/${instanceId}`, { headers: { Accept: 'application/json' } });
  expect(completed.ok).toBe(true);
  const { entries } = (await completed.json()) as { entries: { staNumber: string; staRemark?: { images?: string[] } }[] };
  const images = entries.filter((entry) => entry.staNumber === '201301').flatMap((entry) => entry.staRemark?.images ?? []);
  expect(images).toHaveLength(1);
  const image = await fetch(`${api}/completed-measure-round/${instanceId}/image/${encodeURIComponent(images[0])}`);
  expect(image.headers.get('content-type')).toMatch(/^image\//);
});
