// spec entry.md §2 Config screen (/config, localConfig), §4 upload of an offline file, §9 showConfig.
import { asInstanceId, asMrId } from '../../../../src/shared/contract/ids';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import i18next from 'i18next';
import { resetConfig } from '../../../../src/ui/state/config/config-actions';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { WAKE_LOCK_STORAGE_KEY } from '../../../../src/ui/screens/mobile/use-wake-lock';
import { chooseTheme, THEME_STORAGE_KEY } from '../../../../src/ui/state/theme';
import { DEMO_ROUND_NAME, mountAt, resetSettings, startApp, useSettings, type Mounted } from '../stations/mount-app';
import { unmountScreens } from '../mount';

let mounted: Mounted | undefined;
beforeAll(async () => {
  await startApp();
  await workerApi().listGroups();
});
afterEach(async () => {
  unmountScreens();
  await resetSettings();
  await i18next.changeLanguage('de');
});

describe('spec entry.md §2 Config screen', () => {
  test('§9 showConfig (default on): the navbar link opens the config screen', async () => {
    mounted = mountAt('/');
    await userEvent.click(page.getByRole('link', { name: 'Einstellungen' }));
    await expect.element(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
    expect(mounted.path()).toBe('/config');
  });

  test('issue 15: "keep the screen on during entry" is on by default; turned off and saved it is kept on this device', async () => {
    localStorage.removeItem(WAKE_LOCK_STORAGE_KEY);
    mounted = mountAt('/config');
    const keepScreenOn = page.getByLabelText('Bildschirm während der Erfassung eingeschaltet lassen');
    await expect.element(keepScreenOn).toBeChecked();
    await userEvent.click(keepScreenOn);
    expect(localStorage.getItem(WAKE_LOCK_STORAGE_KEY)).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Speichern', exact: true }));
    expect(localStorage.getItem(WAKE_LOCK_STORAGE_KEY)).toBe('off');
    await expect.element(page.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible();
    mounted.unmount();
    mounted = mountAt('/config');
    await expect.element(page.getByLabelText('Bildschirm während der Erfassung eingeschaltet lassen')).not.toBeChecked();
    localStorage.removeItem(WAKE_LOCK_STORAGE_KEY);
  });

  test('issue 16: readings for plausibility and charts are loaded for the last 2 years by default; 5 years saved are kept on this device', async () => {
    mounted = mountAt('/config');
    const years = page.getByLabelText('Messwerte für Plausibilität und Diagramm laden (Jahre)');
    await expect.element(years).toHaveValue(2);
    await userEvent.fill(years, '5');
    await userEvent.click(page.getByRole('button', { name: 'Speichern', exact: true }));
    await expect.element(page.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible();
    expect(await workerApi().getLocalSettings()).toMatchObject({ historyYears: 5 });
    expect(store.settings).toMatchObject({ historyYears: 5 });
    mounted.unmount();
    mounted = mountAt('/config');
    await expect.element(page.getByLabelText('Messwerte für Plausibilität und Diagramm laden (Jahre)')).toHaveValue(5);
    await i18next.changeLanguage('en');
    await expect.element(page.getByLabelText('Load readings for plausibility and charts (years)')).toHaveValue(5);
  });

  test('issue 15: the theme "Außen" chosen in the config is shown after saving, kept on this device and named by the navbar toggle', async () => {
    chooseTheme(undefined);
    mounted = mountAt('/config');
    const theme = page.getByRole('combobox', { name: /^Design/ });
    await expect.element(theme).toHaveValue('');
    await userEvent.selectOptions(theme, 'Außen (Sonnenlicht, höchster Kontrast)');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    const savedAlerts = () => document.querySelectorAll('.alert-success').length;
    const firstSavedBefore = savedAlerts();
    await userEvent.click(page.getByRole('button', { name: 'Speichern', exact: true }));
    // the save ends by applying the saved language (German); the language is switched below only after that
    await expect.poll(savedAlerts).toBe(firstSavedBefore + 1);
    expect(document.documentElement.dataset.theme).toBe('outdoor');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('outdoor');
    await expect.element(page.getByRole('navigation').getByRole('button', { name: 'Helles Design' })).toBeInTheDocument();

    await i18next.changeLanguage('en');
    await expect.element(page.getByRole('combobox', { name: /^Theme/ })).toHaveDisplayValue('Outdoor (sunlight, highest contrast)');
    await userEvent.selectOptions(page.getByRole('combobox', { name: /^Theme/ }), 'As the device');
    const savedBefore = savedAlerts();
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(savedAlerts).toBe(savedBefore + 1);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    mounted.unmount();
  });

  test('the language switches at once; save stores language, mode, MEZ, default time and the offline options', async () => {
    mounted = mountAt('/config');
    await userEvent.selectOptions(page.getByLabelText('Sprache'), 'en');
    await expect.element(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

    await userEvent.click(page.getByLabelText('Offline (in the field)'));
    await userEvent.click(page.getByLabelText('Enter times in CET (winter time)'));
    await userEvent.fill(page.getByLabelText('Default time for online mode'), '08:30');
    await userEvent.click(page.getByLabelText('Disable the virtual keyboard'));
    await userEvent.click(page.getByLabelText('Require printing before saving'));
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.element(page.getByText('The settings were saved.')).toBeVisible();

    expect(await workerApi().getLocalSettings()).toMatchObject({
      locale: 'en',
      mode: 2,
      mez: true,
      defaultTime: '08:30',
      disableVirtualKeyboard: true,
      requirePrintBeforeSave: true,
    });
    expect(store.settings).toMatchObject({ locale: 'en', mode: 2, defaultTime: '08:30' });
  });

  test('the defaults shown are the spec defaults: de, online mode, MEZ off, 12:00, offline options off', async () => {
    mounted = mountAt('/config');
    await expect.element(page.getByLabelText('Sprache')).toHaveValue('de');
    await expect.element(page.getByLabelText('Online (Büro)')).toBeChecked();
    await expect.element(page.getByLabelText('Zeiten in MEZ (Winterzeit) eingeben')).not.toBeChecked();
    await expect.element(page.getByLabelText('Standardzeit für den Online-Modus')).toHaveValue('12:00');
    await expect.element(page.getByLabelText('Virtuelle Tastatur deaktivieren')).not.toBeChecked();
    await expect.element(page.getByLabelText('Drucken vor dem Speichern verlangen')).not.toBeChecked();
  });

  test('a link to account management shows only when an identity provider is configured', async () => {
    mounted = mountAt('/config');
    await expect.element(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
    expect(page.getByRole('link', { name: 'Benutzerkonto verwalten' }).elements()).toHaveLength(0);
    mounted.unmount();

    await useSettings({ identityProvider: { url: 'https://login.example.org', realm: 'hydro', clientId: 'handeingabe' } });
    mounted = mountAt('/config');
    await expect
      .element(page.getByRole('link', { name: 'Benutzerkonto verwalten' }))
      .toHaveAttribute('href', 'https://login.example.org/realms/hydro/account');
  });

  test('reset clears the settings and reloads', async () => {
    await workerApi().saveLocalSettings({ mode: 2, defaultTime: '09:00' });
    let reloaded = false;
    await resetConfig(() => {
      reloaded = true;
    });
    expect(reloaded).toBe(true);
    expect(await workerApi().getLocalSettings()).toEqual({});
    expect(store.settings).toMatchObject({ mode: 1, defaultTime: '12:00' });
  });

  test('§4 uploading a saved offline round (type LocalMeasureRound with entries) saves it and goes to group selection', async () => {
    const view = await workerApi().createOfflineRound(asMrId(101));
    await workerApi().deleteOfflineRounds([view.round.instanceId]);
    const instanceId = asInstanceId(crypto.randomUUID());
    const file = new File(
      [JSON.stringify({ type: 'LocalMeasureRound', mrName: DEMO_ROUND_NAME, instanceId, entries: view.round.entries })],
      'runde.json',
      { type: 'application/json' },
    );
    mounted = mountAt('/config');
    await userEvent.upload(page.getByLabelText('Gespeicherte Offline-Messtour hochladen (JSON)'), file);
    await expect.poll(() => mounted!.path()).toBe('/');
    const copies = await workerApi().listOfflineRounds();
    expect(copies.some((copy) => copy.instanceId === instanceId && copy.mrName === DEMO_ROUND_NAME)).toBe(true);
    await workerApi().deleteOfflineRounds([instanceId]);
  });

  test('§5 a file without the type marker is refused with an error and no copy is saved', async () => {
    const before = (await workerApi().listOfflineRounds()).length;
    mounted = mountAt('/config');
    const file = new File([JSON.stringify({ mrName: DEMO_ROUND_NAME, entries: [] })], 'x.json', { type: 'application/json' });
    await userEvent.upload(page.getByLabelText('Gespeicherte Offline-Messtour hochladen (JSON)'), file);
    await expect.element(page.getByText('Die Datei konnte nicht als Offline-Messtour gespeichert werden.')).toBeVisible();
    expect(mounted.path()).toBe('/config');
    expect((await workerApi().listOfflineRounds()).length).toBe(before);
  });
});
