// Issue 12 "settings without effect", each on and off: showMobileRemarkLocation on the photo screen
// (spec entry.md §2 "photo: photos and location per remark target") and the custom success message of a post (§7).
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { unmountScreens } from '../mount';
import { mountAt, newDemoRound, resetSettings, startApp, storedEntry, storedRound, useSettings } from './mount-app';
import { editedRoundView } from '../../worker/round-helpers';

beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  store.alerts.splice(0);
  await resetSettings();
});

describe('§9 showMobileRemarkLocation (default on): a location per remark target on the photo screen', () => {
  test('on: the location is captured for the chosen target (a series remark) and shown', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 47.26, longitude: 11.39 } } as GeolocationPosition) },
    });
    const { round } = await newDemoRound();
    mountAt(`/mobile/${round.instanceId}/photo/201301`);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Foto für' }), 'WT');
    await userEvent.click(page.getByRole('button', { name: 'Standort erfassen' }));
    await expect.element(page.getByText('Standort: 47,260000, 11,390000')).toBeVisible();
    const stored = await storedRound(round.instanceId);
    expect(storedEntry(stored, '201301', 'WT').tsRemark?.location).toEqual({ latitude: 47.26, longitude: 11.39 });
    expect(storedEntry(stored, '201301', 'W').staRemark?.location).toBeUndefined();

    // the station remark as target shows its own (still empty) location
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Foto für' }), 'Stationsbemerkung');
    await expect.element(page.getByText('Standort: 47,260000, 11,390000')).not.toBeInTheDocument();
  });

  test('off: no location on the photo screen', async () => {
    await useSettings({ showMobileRemarkLocation: false });
    const { round } = await newDemoRound();
    mountAt(`/mobile/${round.instanceId}/photo/201301`);
    await expect.element(page.getByRole('combobox', { name: 'Foto für' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Standort erfassen' }).elements()).toHaveLength(0);
  });
});

describe('spec entry.md §7 custom success message of a post (setting postSuccessMessage)', () => {
  async function postRoundWithOneValue() {
    let view = await newDemoRound();
    const index = view.round.entries.findIndex((entry) => entry.staNumber === '201301' && entry.tsParameter === 'W');
    view = await editedRoundView(workerApi(), view.round.instanceId, [{ kind: 'entry', entryKey: view.rows[index].entryKey, patch: { value: 300 } }]);
    mountAt(`/mobile/${view.round.instanceId}/overview`);
    await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
  }

  test('not set: the standard message with the count', async () => {
    await postRoundWithOneValue();
    await expect.element(page.getByText('Daten übertragen: 1 Wert.')).toBeVisible();
  });

  test('set: the custom message instead, {count} filled in', async () => {
    await useSettings({ postSuccessMessage: 'Danke! {count} Messwerte sind angekommen.' });
    await postRoundWithOneValue();
    await expect.element(page.getByText('Danke! 1 Messwerte sind angekommen.')).toBeVisible();
    expect(page.getByText('Daten übertragen', { exact: false }).elements()).toHaveLength(0);
  });
});
