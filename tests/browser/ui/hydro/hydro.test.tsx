// spec entry.md §2 Hydro input (/hydro/{group}), §5 hydro post: plausible date and one value or remark; confirm; back to group selection.
import { subDays } from 'date-fns';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { editsStored } from '../../../../src/ui/state/mobile/round-actions';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
import { workerApi } from '../../../../src/ui/worker-client';
import { mountAt, startApp, type Mounted } from '../stations/mount-app';
import { unmountScreens } from '../mount';
import { storedRoundView } from '../../worker/round-helpers';

const HYDRO_ROUND_ID = 201;
const WATER_LEVEL = 'Wasserstand Lattenpegel (cm)';
let mounted: Mounted | undefined;

beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  const copies = await workerApi().listOfflineRounds();
  await workerApi().deleteOfflineRounds(copies.map((copy) => copy.instanceId));
  Object.keys(localStorage)
    .filter((key) => key.startsWith('hwe-'))
    .forEach((key) => localStorage.removeItem(key));
});

async function openHydro(query = '') {
  mounted = mountAt(`/hydro/${HYDRO_ROUND_ID}${query}`);
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
}

describe('spec entry.md §2 Hydro input', () => {
  test('one station: title "site: station (number)", the observer, per series the last value', async () => {
    await openHydro();
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Inn: Landeck Perjen (201101)');
    await expect.element(page.getByText('Beobachter: Theresia Kirchmair')).toBeVisible();
    await expect.poll(() => page.getByText(/^Letzter Wert: [-0-9]/).elements().length).toBeGreaterThan(0);
    await expect.element(page.getByLabelText(WATER_LEVEL)).toBeVisible();
  });

  test('issue 12: the last value of a yes/no series shows as nein or ja, not as a number', async () => {
    await openHydro();
    const iceSeries = () => document.querySelector('[data-ts-id="201101-EIS"]');
    await expect.poll(() => iceSeries()?.querySelector('.hint')?.textContent).toMatch(/^Letzter Wert: (nein|ja) \(\d\d\.\d\d\.\d{4} \d\d:\d\d\)$/);
  });

  test('another station of the list is chosen with the station select', async () => {
    await openHydro();
    await userEvent.selectOptions(page.getByLabelText('Station', { exact: true }), '201102');
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('(201102)');
    expect(mounted!.path()).toBe('/hydro/201?station=201102');
  });

  test('the sign toggle makes a value negative', async () => {
    await openHydro();
    await userEvent.fill(page.getByLabelText('Wassertemperatur (°C)'), '0,3');
    const series = document.querySelector('[data-ts-id="201101-WT"]')!;
    await userEvent.click(page.elementLocator(series.querySelector('button[aria-label="Vorzeichen umkehren"]')!));
    await expect.element(page.getByLabelText('Wassertemperatur (°C)')).toHaveValue('-0,3');
    await editsStored();
    const stored = await storedRoundView(workerApi(), mobileStore.instanceId!);
    expect(stored.round.entries.find((entry) => entry.tsId === '201101-WT')?.value).toBe(-0.3);
  });

  test('post is enabled only with a plausible date and at least one value or remark', async () => {
    await openHydro();
    const post = page.getByRole('button', { name: 'Übertragen' });
    await expect.element(post).toBeDisabled();
    await expect.element(page.getByText('Bitte ein plausibles Datum eingeben.')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Jetzt' }));
    await expect.element(page.getByText('Bitte mindestens einen Wert oder eine Bemerkung eingeben.')).toBeVisible();
    await expect.element(post).toBeDisabled();

    await userEvent.fill(page.getByLabelText('Stationsbemerkung'), 'Pegellatte vereist');
    await expect.element(post).toBeEnabled();

    // §5 older than 10 days is implausible
    const old = subDays(new Date(), 11);
    const pad = (n: number) => String(n).padStart(2, '0');
    await userEvent.fill(page.getByLabelText('Datum/Zeit'), `${pad(old.getDate())}.${pad(old.getMonth() + 1)}.${old.getFullYear()} 08:00`);
    await expect.element(page.getByText('Datum liegt mehr als 10 Tage zurück')).toBeVisible();
    await expect.element(post).toBeDisabled();
  });

  test('optional photo capture adds the photo to the station remark', async () => {
    await openHydro();
    const canvas = new OffscreenCanvas(40, 30);
    canvas.getContext('2d')!.fillRect(0, 0, 40, 30);
    const photo = new File([await canvas.convertToBlob({ type: 'image/jpeg' })], 'pegel.jpg', { type: 'image/jpeg' });
    await userEvent.upload(page.getByLabelText('Foto aufnehmen'), photo);
    await expect.poll(async () => {
      const stored = await storedRoundView(workerApi(), mobileStore.instanceId!);
      return stored.round.entries.filter((entry) => entry.staNumber === '201101').flatMap((entry) => entry.staRemark?.images ?? []).length;
    }).toBe(1);
  });

  test('a group that cannot be loaded shows the load error', async () => {
    mounted = mountAt('/hydro/999999');
    await expect.element(page.getByText('Die Station konnte nicht geladen werden.')).toBeVisible();
  });

  test('posting asks for confirmation, transfers, shows the count and returns to group selection', async () => {
    await openHydro();
    await userEvent.fill(page.getByLabelText(WATER_LEVEL), '145');
    const post = page.getByRole('button', { name: 'Übertragen' });
    await expect.element(post).toBeEnabled();

    await userEvent.click(post);
    await expect.element(page.getByRole('dialog', { name: 'Sollen die Werte jetzt übertragen werden?' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Abbrechen' }));
    expect(mounted!.path()).toBe('/hydro/201');

    await userEvent.click(post);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Daten übertragen: 1 Wert.')).toBeVisible();
    await expect.poll(() => mounted!.path()).toBe('/');
    expect(await workerApi().listOfflineRounds()).toEqual([]);
  });
});
