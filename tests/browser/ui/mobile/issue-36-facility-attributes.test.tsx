// issue 36 item 15 (spec entry.md §3 Attribute type: INTEGER, LIST, NUMBER, TEXT, TEXTAREA, TIMESTAMP with digits
// and unit; §5 facility attributes are disabled unless the device is NEW or EDIT): each kind has its own field and
// numbers are stored (and so posted) as numbers. Station 201303 has the demo data logger OTT netDL 500.
import i18next from 'i18next';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { unmountScreens } from '../mount';
import { mountAt, newDemoRound, startApp, storedRound } from './mount-app';

beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  await i18next.changeLanguage('de');
});

async function openLogger() {
  const view = await newDemoRound();
  const instanceId = view.round.instanceId;
  mountAt(`/mobile/${instanceId}/metadata/201303`);
  const battery = page.getByLabelText('Batteriespannung (V)');
  await expect.element(battery).toBeDisabled();
  const attributes = async () => (await storedRound(instanceId)).round.entries.find((entry) => entry.staNumber === '201303')!.staFacilities![0].attributes!;
  return { battery, attributes, stored: view.round.entries.find((entry) => entry.staNumber === '201303')!.staFacilities![0].attributes! };
}

test('issue 36 item 15: each attribute type has its field, with digits and unit, and numbers are stored as numbers', async () => {
  const { battery, attributes, stored } = await openLogger();
  // NUMBER with digits 1 and unit V, in German format
  await expect.element(battery).toHaveValue((stored.Batteriespannung as number).toFixed(1).replace('.', ','));
  // TIMESTAMP shown as dd.MM.yyyy HH:mm, not the ISO text
  await expect.poll(() => (page.getByLabelText('Letzte Auslesung').element() as HTMLInputElement).value).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  // LIST: a choice of the list's values
  const transfer = page.getByRole('combobox', { name: 'Übertragung' });
  expect([...(transfer.element() as HTMLSelectElement).options].map((option) => option.text)).toEqual(['', 'GPRS', 'LoRaWAN', 'Satellit', 'keine']);
  await expect.element(transfer).toHaveValue(stored['Übertragung'] as string);
  // TEXTAREA several lines, TEXT one; INTEGER with unit min
  expect(page.getByLabelText('Bemerkung').element().tagName).toBe('TEXTAREA');
  expect(page.getByLabelText('Firmware').element().tagName).toBe('INPUT');
  await expect.element(page.getByLabelText('Messintervall (min)')).toHaveValue(String(stored.Messintervall));

  await userEvent.click(page.getByRole('button', { name: 'Bearbeiten' }).first());
  await expect.element(battery).toBeEnabled();
  await userEvent.fill(battery, '3,2');
  await userEvent.fill(page.getByLabelText('Messintervall (min)'), '2,5');
  await expect.element(page.getByText('Bitte eine ganze Zahl eingeben.')).toBeVisible();
  await userEvent.fill(page.getByLabelText('Messintervall (min)'), '15');
  await expect.element(page.getByText('Bitte eine ganze Zahl eingeben.')).not.toBeInTheDocument();
  await userEvent.selectOptions(transfer, 'keine');
  await userEvent.fill(page.getByLabelText('Letzte Auslesung'), '10.11.2026 18:27');
  await userEvent.fill(page.getByLabelText('Bemerkung'), 'Zeile 1\nZeile 2');
  await userEvent.click(page.getByLabelText('Firmware'));

  await expect.poll(attributes).toMatchObject({
    Batteriespannung: 3.2,
    Messintervall: 15,
    Übertragung: 'keine',
    'Letzte Auslesung': new Date(2026, 10, 10, 18, 27).toISOString(),
    Bemerkung: 'Zeile 1\nZeile 2',
  });
  // shown again with its one digit once the field is left
  await expect.element(battery).toHaveValue('3,2');
});

test('issue 36 item 15: the number messages in English', async () => {
  await i18next.changeLanguage('en');
  const { battery } = await openLogger();
  await userEvent.click(page.getByRole('button', { name: 'Edit' }).first());
  await userEvent.fill(page.getByLabelText('Messintervall (min)'), '2.5');
  await expect.element(page.getByText('Please enter a whole number.')).toBeVisible();
  await userEvent.fill(battery, 'abc');
  await expect.element(page.getByText('Please enter a number.')).toBeVisible();
});
