// issue 36 item 3 (spec archive.md §2 Permission management: "an unsaved-changes warning on leave … a confirm prompt
// 'permissions.unsavedChangesPrompt'"; "a save button enabled only when changes exist"): a shortcut and the browser's
// Back ask first, as a link does, and the disabled Save looks disabled. Built app, real history, real server.
import { expect, type Page } from '@playwright/test';
import { serverForThisFile, test } from './server-for-this-file';

const server = serverForThisFile();
const PROMPT = 'Die Berechtigungen wurden nicht am Server gespeichert. Seite trotzdem verlassen?';
const NEW_USER = 'pegelwart-neu';

async function permissionsWithNewUser(page: Page): Promise<void> {
  await page.goto(`${server().url}/archive`);
  await expect(page.getByRole('heading', { name: 'Archiv', level: 1 })).toBeVisible();
  // in the app, so Back stays in the same document
  await page.getByRole('link', { name: 'Berechtigungen' }).click();
  const save = page.getByRole('button', { name: 'Speichern', exact: true });
  await expect(save).toBeDisabled();
  // a disabled button looks disabled: half opacity and a not-allowed cursor
  expect(await save.evaluate((button) => [getComputedStyle(button).opacity, getComputedStyle(button).cursor])).toEqual(['0.5', 'not-allowed']);
  await page.getByRole('textbox', { name: 'Neuer Benutzer' }).fill(NEW_USER);
  await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
  await expect(page.locator(`.user-permissions[data-username="${NEW_USER}"]`)).toBeVisible();
  await expect(save).toBeEnabled();
  expect(await save.evaluate((button) => getComputedStyle(button).opacity)).toBe('1');
}

test('issue 36 item 3: the shortcut g a asks first; Abbrechen keeps the new user, OK leaves', async ({ page }) => {
  await permissionsWithNewUser(page);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('g');
  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: PROMPT });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/permissions$/);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/permissions$/);
  await expect(page.locator(`.user-permissions[data-username="${NEW_USER}"]`)).toBeVisible();

  await page.keyboard.press('g');
  await page.keyboard.press('a');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/archive$/);
  await expect(page.getByRole('heading', { name: 'Archiv', level: 1 })).toBeVisible();
});

test("issue 36 item 3: the browser's Back asks first; Abbrechen stays with the new user, OK goes back", async ({ page }) => {
  await permissionsWithNewUser(page);
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: PROMPT });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/permissions$/);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.locator(`.user-permissions[data-username="${NEW_USER}"]`)).toBeVisible();
  await expect(page).toHaveURL(/\/permissions$/);

  await page.goBack();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/archive$/);
  await expect(page.getByRole('heading', { name: 'Archiv', level: 1 })).toBeVisible();
});
