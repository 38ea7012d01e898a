// spec entry.md §2 config "disable virtual keyboard" (§9 disableVirtualKeyboard, default off), §5 "the virtual keyboard
// also converts comma to point"; issue 12: a numeric keypad for the mobile input, keys ≥ 48 px for gloves, digits,
// sign, decimal comma → point, backspace, next/previous field.
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { unmountScreens } from '../mount';
import { openStation, resetSettings, seriesField, startApp, useSettings } from './mount-app';

beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  await resetSettings();
});

const keypad = () => page.getByRole('group', { name: 'Zifferntastatur' });
const key = (name: string) => keypad().getByRole('button', { name, exact: true });

describe('virtual keypad on the mobile input (disableVirtualKeyboard off)', () => {
  test('keys of at least 48 × 48 px; digits, comma as point, sign and backspace type into the focused field; the value is stored', async () => {
    const { tsId, stored } = await openStation('201301');
    await expect.element(keypad()).not.toBeInTheDocument();
    const water = seriesField(tsId('W'));
    await expect.element(water).toHaveAttribute('inputmode', 'none');
    await userEvent.click(water);
    await expect.element(keypad()).toBeVisible();

    const keys = [...keypad().element().querySelectorAll('button')];
    expect(keys).toHaveLength(16);
    for (const button of keys) {
      const box = button.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(48);
      expect(box.height).toBeGreaterThanOrEqual(48);
    }

    for (const name of ['1', '2', 'Komma', '5', '7']) await userEvent.click(key(name));
    await expect.element(water).toHaveValue('12.57');
    await userEvent.click(key('Zeichen löschen'));
    await expect.element(water).toHaveValue('12.5');
    await userEvent.click(key('Vorzeichen umkehren'));
    await expect.element(water).toHaveValue('-12.5');
    await expect.poll(async () => (await stored('W')).value).toBe(-12.5);
    expect(document.activeElement).toBe(water.element());
  });

  test('next and previous field move the focus through the station\'s number fields; closing hides the keypad', async () => {
    const { view, stored } = await openStation('201301');
    const fields = [...document.querySelectorAll<HTMLInputElement>('.station-input input[inputmode="none"]')];
    expect(fields.length).toBeGreaterThan(1);
    await userEvent.click(page.elementLocator(fields[0]));
    await userEvent.click(key('Nächstes Feld'));
    expect(document.activeElement).toBe(fields[1]);
    await userEvent.click(key('4'));
    await expect.element(page.elementLocator(fields[1])).toHaveValue('4');
    await userEvent.click(key('Vorheriges Feld'));
    expect(document.activeElement).toBe(fields[0]);
    await userEvent.click(key('Tastatur schließen'));
    await expect.element(keypad()).not.toBeInTheDocument();
    const second = fields[1].closest<HTMLElement>('[data-ts-id]')!.dataset.tsId!;
    const parameter = view.round.entries.find((entry) => entry.staNumber === '201301' && entry.tsId === second)!.tsParameter;
    expect((await stored(parameter)).value).toBe(4);
  });
});

describe('disableVirtualKeyboard on', () => {
  test('no keypad; the device keyboard for decimals is asked for (inputmode decimal)', async () => {
    await useSettings({ disableVirtualKeyboard: true });
    const { tsId } = await openStation('201301');
    const water = seriesField(tsId('W'));
    await expect.element(water).toHaveAttribute('inputmode', 'decimal');
    await userEvent.click(water);
    await userEvent.keyboard('3,5');
    await expect.element(water).toHaveValue('3,5');
    expect(document.querySelector('.keypad')).toBeNull();
  });
});
