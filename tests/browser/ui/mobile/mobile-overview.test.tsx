import { format } from 'date-fns';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { RoundView } from '../../../../src/shared/contract';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_NAME, mountAt, newDemoRound, resetSettings, startApp, storedRound, useSettings, type Mounted } from './mount-app';
import { unmountScreens } from '../mount';
import { editedRoundView, storedRoundView } from '../../worker/round-helpers';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  // each test reads only its own alerts (two posts of 2 values would show the same text twice)
  store.alerts.splice(0);
  await resetSettings();
});

function rowOf(view: RoundView, staNumber: string, tsParameter: string): number {
  return view.round.entries.findIndex((entry) => entry.staNumber === staNumber && entry.tsParameter === tsParameter);
}

/** A new copy with W entered at the given stations (through the worker, as the input view does). */
async function roundWithValues(values: Record<string, number>): Promise<RoundView> {
  let view = await newDemoRound();
  for (const [staNumber, value] of Object.entries(values)) {
    view = await editedRoundView(workerApi(), view.round.instanceId, [{ kind: 'entry', entryKey: view.rows[rowOf(view, staNumber, 'W')].entryKey, patch: { value } }]);
  }
  return view;
}

async function openOverview(view: RoundView) {
  mounted = mountAt(`/mobile/${view.round.instanceId}/overview`);
  await expect.element(page.getByRole('table')).toBeVisible();
}

const valueColumn = () => [...document.querySelectorAll('.overview-table tbody tr td:nth-child(4)')].map((cell) => cell.textContent);

describe('spec entry.md §2 Mobile overview: sortable table of all entries', () => {
  test('a header click sorts ascending, the second descending, the third restores the round order', async () => {
    const view = await roundWithValues({ '201301': 300, '201302': 120 });
    await openOverview(view);
    expect(document.querySelectorAll('.overview-table tbody tr')).toHaveLength(view.round.entries.length);
    const header = page.getByRole('button', { name: 'Wert' });
    await userEvent.click(header);
    await expect.poll(() => valueColumn().slice(0, 2)).toEqual(['120,00', '300,00']);
    await userEvent.click(header);
    await expect.poll(() => valueColumn().slice(0, 2)).toEqual(['300,00', '120,00']);
    await userEvent.click(header);
    // the round order: 201301 first, 201302's W fifth (the sorted rows may still show until the re-render)
    await expect.poll(() => [valueColumn()[0], valueColumn()[4]]).toEqual(['300,00', '120,00']);
  });
});

describe('spec entry.md §5 Overwrite-all-dates', () => {
  test('the suggestion is now + 7 h; keeping it skips, an invalid text is refused, a valid one sets every station', async () => {
    const view = await roundWithValues({ '201301': 300 });
    await openOverview(view);
    await userEvent.click(page.getByRole('button', { name: 'Alle Zeitpunkte überschreiben' }));
    const field = page.getByRole('textbox', { name: 'Datum/Zeit' });
    const suggestion = (field.element() as HTMLInputElement).value;
    const expected = Date.now() + 7 * 3600_000;
    expect([format(expected - 60_000, 'dd.MM.yyyy HH:mm'), format(expected, 'dd.MM.yyyy HH:mm')]).toContain(suggestion);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Es wurde kein Zeitpunkt geändert.')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Alle Zeitpunkte überschreiben' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Datum/Zeit' }), '32.13.2026 25:00');
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Fehler beim Überschreiben von Datum/Zeit')).toBeVisible();
    await expect.element(page.getByText('Ungültige Eingabe oder ungültiges Datumsformat')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Alle Zeitpunkte überschreiben' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Datum/Zeit' }), '21.11.2026 09:30');
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Datum/Zeit für 14 Stationen gesetzt.')).toBeVisible();
    const stored = await storedRound(view.round.instanceId);
    expect(new Set(stored.round.entries.map((entry) => entry.dt))).toEqual(new Set([new Date(2026, 10, 21, 9, 30).toISOString()]));
  });
});

describe('spec entry.md §5 Deleting an offline round', () => {
  test('without a complete station a plain confirmation deletes it and returns to group selection', async () => {
    const view = await newDemoRound();
    await openOverview(view);
    await userEvent.click(page.getByRole('button', { name: 'Offline-Kopie löschen' }));
    await expect.element(page.getByRole('dialog')).toHaveTextContent(`Offline-Kopie „${DEMO_ROUND_NAME}“ wirklich löschen?`);
    expect(page.getByRole('dialog').element().querySelector('input')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.poll(() => mounted!.path()).toBe('/');
    await expect(storedRoundView(workerApi(), view.round.instanceId)).rejects.toBeDefined();
  });

  test('with a complete station the exact round name must be typed; a mismatch keeps the round', async () => {
    const view = await roundWithValues({ '201301': 300 });
    await openOverview(view);
    await userEvent.click(page.getByRole('button', { name: 'Offline-Kopie löschen' }));
    await expect.element(page.getByRole('dialog')).toHaveTextContent(`Zum Löschen den Namen der Messtour „${DEMO_ROUND_NAME}“ eingeben:`);
    await userEvent.fill(page.getByRole('textbox', { name: 'Offline-Kopie löschen' }), 'Demo Pegelrunde');
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Die Eingabe entspricht nicht dem Namen der Messtour, die Messtour wird nicht gelöscht.')).toBeVisible();
    expect((await storedRound(view.round.instanceId)).round.instanceId).toBe(view.round.instanceId);

    await userEvent.click(page.getByRole('button', { name: 'Offline-Kopie löschen' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Offline-Kopie löschen' }), DEMO_ROUND_NAME);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.poll(() => mounted!.path()).toBe('/');
    await expect(storedRoundView(workerApi(), view.round.instanceId)).rejects.toBeDefined();
  });
});

describe('spec entry.md §4 post of the offline round', () => {
  test('incomplete-post prompt with the count of missing stations; cancelling keeps the round', async () => {
    await useSettings({ postTimeseriesIncompletePrompt: true });
    const view = await roundWithValues({ '201301': 300 });
    await openOverview(view);
    await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
    await expect.element(page.getByRole('dialog')).toHaveTextContent('11 Stationen bzw. Ereignisbeurteilungen fehlen noch. Trotzdem übertragen?');
    await userEvent.click(page.getByRole('button', { name: 'Abbrechen' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect((await storedRound(view.round.instanceId)).round.instanceId).toBe(view.round.instanceId);
  });

  test('a full post shows the count of values transferred, removes the copy and returns to group selection', async () => {
    const view = await roundWithValues({ '201301': 300, '201302': 120 });
    await openOverview(view);
    await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
    await expect.element(page.getByText('Daten übertragen: 2 Werte.')).toBeVisible();
    await expect.poll(() => mounted!.path()).toBe('/');
    expect((await workerApi().listOfflineRounds()).map((round) => round.instanceId)).not.toContain(view.round.instanceId);
    const completed = await fetch(`/hwe-api/v2/completed-measure-round/${view.round.instanceId}`, { headers: { Accept: 'application/json' } });
    expect(completed.ok).toBe(true);
  });

  test('a partial post (postTimeseriesPartial) sends the complete stations; the rest stays on the device as a new copy', async () => {
    await useSettings({ postTimeseriesPartial: true });
    const view = await roundWithValues({ '201301': 300, '201302': 120 });
    await openOverview(view);
    await userEvent.click(page.getByRole('button', { name: 'Erfasste Stationen übertragen' }));
    await expect.element(page.getByText('Daten übertragen: 2 Werte.')).toBeVisible();
    await expect.poll(() => mounted!.path()).toBe('/');
    const copies = await workerApi().listOfflineRounds();
    expect(copies.map((round) => round.instanceId)).not.toContain(view.round.instanceId);
    const rest = copies.find((round) => round.mrName === DEMO_ROUND_NAME && round.creationTime === view.round.creationTime);
    expect(rest).toBeDefined();
    const kept = await storedRoundView(workerApi(), rest!.instanceId);
    expect(kept.round.entries.some((entry) => entry.staNumber === '201301' || entry.staNumber === '201302')).toBe(false);
    expect(kept.round.entries.length).toBe(view.round.entries.length - 8);
  });

  test('with requirePrintBeforeSave the post is blocked until the round was printed', async () => {
    await useSettings({ requirePrintBeforeSave: true });
    const view = await roundWithValues({ '201301': 300 });
    await openOverview(view);
    const post = page.getByRole('button', { name: 'Übertragen' });
    await expect.element(post).toBeDisabled();
    await expect.element(page.getByText('Vor dem Übertragen muss die Messtour gedruckt werden.')).toBeVisible();
    let printed = 0;
    const print = window.print;
    window.print = () => void printed++;
    try {
      await userEvent.click(page.getByRole('button', { name: 'Drucken' }));
      await expect.element(post).toBeEnabled();
    } finally {
      window.print = print;
    }
    expect(printed).toBe(1);
    expect((await storedRound(view.round.instanceId)).round.printed).toBe(true);
  });
});
