// issue 36 item 17 (spec entry.md §5 plausibility with range and deviation, date rules; §9 display: numbers in the
// page's format): the worker sends message keys and values, the page words them in German or English, and the number
// field beside the message uses the same decimal separator.
import { format, subDays } from 'date-fns';
import i18next from 'i18next';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanUpOnlineSessions, DEMO_ROUND_ID, mountAt, startApp } from './mount-app';

const STATION = 'Innsbruck Universität';
const elevenDaysBack = format(subDays(new Date(), 11), 'yyyy-MM-dd');

beforeAll(startApp);
afterEach(async () => {
  await cleanUpOnlineSessions();
  await i18next.changeLanguage('de');
});

test('issue 36 item 17: German plausibility and date texts with German numbers', async () => {
  mountAt(`/stations/${DEMO_ROUND_ID}/${elevenDaysBack}`);
  const water = page.getByLabelText(`${STATION} W Wert`);
  await userEvent.fill(water, '12345,5');
  await expect.element(page.getByText('Wert 12345,50 außerhalb des plausiblen Bereichs 0,00 – 650,00 (Abweichung 11695,50)')).toBeVisible();
  await expect.element(page.getByText('Datum liegt mehr als 10 Tage zurück').first()).toBeVisible();
  await userEvent.click(page.getByRole('heading', { level: 1 }));
  await expect.element(water).toHaveValue('12345,5');
});

test('issue 36 item 17: English plausibility and date texts with English numbers, the field too', async () => {
  await i18next.changeLanguage('en');
  mountAt(`/stations/${DEMO_ROUND_ID}/${elevenDaysBack}`);
  const water = page.getByLabelText(`${STATION} W Value`);
  await userEvent.fill(water, '12345.5');
  await expect.element(page.getByText('Value 12345.50 outside the plausible range 0.00 – 650.00 (deviation 11695.50)')).toBeVisible();
  await expect.element(page.getByText('Date lies more than 10 days back').first()).toBeVisible();
  await userEvent.click(page.getByRole('heading', { level: 1 }));
  await expect.element(water).toHaveValue('12345.5');
  expect(document.body.textContent).not.toMatch(/außerhalb|Datum liegt/);
  // the message follows a language change without a new answer from the worker
  await i18next.changeLanguage('de');
  await expect.element(page.getByText('Wert 12345,50 außerhalb des plausiblen Bereichs 0,00 – 650,00 (Abweichung 11695,50)')).toBeVisible();
  await expect.element(page.getByLabelText(`${STATION} W Wert`)).toHaveValue('12345,5');
});
