import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_ID, DEMO_ROUND_NAME, mountAt, startApp, type Mounted } from '../csv/mount-tools';
import { unmountScreens } from '../mount';
import { historyOf } from '../../worker/read-topic';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(unmountScreens);

describe('spec entry.md §2 Offline preload screen, §4 offline preload order', () => {
  test('two progress bars (groups with maps and documents, then historic values) run to the end; save goes back to group selection', async () => {
    const timeseries = new Set((await workerApi().loadGroup(DEMO_ROUND_ID)).entries.map((entry) => entry.tsId)).size;
    mounted = mountAt(`/loadTimeseriesValues?groups=${encodeURIComponent(DEMO_ROUND_NAME)}`);
    await expect.element(page.getByRole('heading', { name: 'Zeitreihenwerte laden' })).toBeVisible();
    // one step for the group, three for its maps (ortho, osm, track) when maps are on, one for the documents when on
    const steps = 1 + (store.settings!.showMobileMap ? 3 : 0) + (store.settings!.showMeasureDocuments ? 1 : 0);
    await expect
      .element(page.getByRole('progressbar', { name: `Messtouren, Karten und Dokumente: ${steps} von ${steps}` }))
      .toHaveAttribute('aria-valuenow', '100');
    await expect
      .element(page.getByRole('progressbar', { name: `Historische Werte: ${timeseries} von ${timeseries} Zeitreihen` }))
      .toHaveAttribute('aria-valuenow', '100');
    // issue 36 item 21: one round is worded 'Messtour', not 'Messtouren'; English likewise
    await expect.element(page.getByText(`1 Messtour und ${timeseries} Zeitreihen geladen.`)).toBeVisible();
    await i18next.changeLanguage('en');
    await expect.element(page.getByText(`1 measuring tour and ${timeseries} timeseries loaded.`)).toBeVisible();
    await i18next.changeLanguage('de');

    // the values are kept on the device: the worker answers them even when the server fails later
    const tsId = (await workerApi().loadGroup(DEMO_ROUND_ID)).entries[0].tsId;
    expect((await historyOf(workerApi(), [tsId])).series[0].t.length).toBeGreaterThan(300);

    await page.getByRole('button', { name: 'Speichern' }).click();
    expect(mounted.path()).toBe('/');
  });

  test('cancel stops the preload of all groups and is not shown as an error', async () => {
    mounted = mountAt('/loadTimeseriesValues');
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.element(page.getByText('Abgebrochen.')).toBeVisible();
    expect(document.querySelector('.alert-danger')).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });

  test('§2 group selection: the link "load timeseries values" is shown to the logged-in (demo) user', async () => {
    mounted = mountAt('/');
    await expect.element(page.getByRole('link', { name: 'Zeitreihenwerte laden' })).toHaveAttribute('href', '/loadTimeseriesValues');
  });
});
