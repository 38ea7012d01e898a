// issue 36 item 19 (spec entry.md §8 success: data transferred with the count; after a failed post the error itself):
// a success clears its own failures — after a failed post and a good one, only "Daten übertragen" is shown.
import { format, subDays } from 'date-fns';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { pointWorkerAt } from '../mount';
import { cleanUpOnlineSessions, DEMO_ROUND_ID, mountAt, startApp } from './mount-app';

const yesterday = format(subDays(new Date(), 1), 'yyyy-MM-dd');
/** an origin where nothing listens: the post fails as it would without a connection */
const NOWHERE = 'http://127.0.0.1:9';

beforeAll(startApp);
afterEach(async () => {
  await pointWorkerAt();
  await cleanUpOnlineSessions();
});

test('issue 36 item 19: a good post removes the alert of the failed one before it', async () => {
  mountAt(`/stations/${DEMO_ROUND_ID}/${yesterday}`);
  await userEvent.fill(page.getByLabelText('Innsbruck Universität W Wert'), '101');
  await expect.element(page.getByRole('button', { name: 'Übertragen' })).toBeEnabled();

  await pointWorkerAt(NOWHERE);
  await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
  await expect.element(page.getByText('Die Messtour konnte nicht übertragen werden').first()).toBeVisible();

  await pointWorkerAt();
  await expect.element(page.getByRole('button', { name: 'Übertragen' })).toBeEnabled();
  await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
  await expect.element(page.getByText('Daten übertragen: 1 Wert.')).toBeVisible();
  expect(document.body.textContent).not.toContain('Die Messtour konnte nicht übertragen werden');
});
