// spec entry.md §2 Meteo input (/meteo/{group}/{month}), §4 Meteo rows, §5 meteo messages, zero buttons,
// 'nicht messbarer Niederschlag', meteo post; §8 'No meteo parameters found'; §9 narrow screen 576 px;
// the typed rows kept by the worker until posted (issue 5: nothing typed is lost on a reload); issue 10: the worker
// owns the workflow and pushes an edit made in another tab to this one.
import { proxy } from 'comlink';
import { format, subMonths } from 'date-fns';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mezToday, type MeteoRow } from '../../../../src/shared/rules/meteo-rows';
import type { MeteoDraftKey } from '../../../../src/shared/contract';
import { handOverLegacyStorage } from '../../../../src/ui/state/legacy-storage';
import { meteoStore } from '../../../../src/ui/state/meteo/meteo-store';
import { workerApi } from '../../../../src/ui/worker-client';
import { apiPaths } from '../../../../src/shared/api';
import { faultyServer, startWorker } from '../../worker/start-worker';
import { archivedRound } from '../../worker/archive-on-server';
import { hasUnsentDraft, typedMeteoRows } from '../../worker/meteo-drafts';
import { mountAt, startApp } from '../stations/mount-app';
import { unmountScreens } from '../mount';

const METEO_ROUND_ID = 402; // history ends 5 days before today: those days are editable
const today = mezToday(new Date());
const month = today.slice(0, 7);
const previousMonth = format(subMonths(new Date(`${month}-15T12:00:00`), 1), 'yyyy-MM');
let databaseName = '';

beforeAll(() => startApp());
beforeEach(async () => {
  await page.viewport(1024, 768);
  // each test on a database of its own (without drafts), which a second worker can open as a reloaded page or a
  // second tab does
  databaseName = `hwe-ui-meteo-${crypto.randomUUID()}`;
  await workerApi().init({ browser: 'Chromium', standalone: false, databaseName }, proxy(async () => undefined));
});
afterEach(() => {
  unmountScreens();
  Object.keys(localStorage)
    .filter((key) => key.startsWith('hwe-'))
    .forEach((key) => localStorage.removeItem(key));
});

async function openMonth(monthPath: string, query = '') {
  mountAt(`/meteo/${METEO_ROUND_ID}/${monthPath}${query}`);
  await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Niederschlag Ötztal und Pitztal');
}

const shownTable = (): MeteoDraftKey => ({ mrId: meteoStore.view!.mrId, staNumber: meteoStore.view!.staNumber, month: meteoStore.view!.month });
const legacyDraftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('hwe-meteo-draft:'));
const dayRows = () => [...document.querySelectorAll<HTMLTableRowElement>('tr[data-day]')];
const editableRows = () => dayRows().filter((row) => row.dataset.status !== 'readonly');
const field = (row: HTMLTableRowElement, name: string) => page.elementLocator(row.querySelector(`[id^="meteo-${name}-"]`)!);
/** what a field shows (read from the DOM: a locator made from the element names it by its value, which changes) */
const valueOf = (row: HTMLTableRowElement, name: string) => row.querySelector<HTMLInputElement>(`[id^="meteo-${name}-"]`)?.value;
const remarkOf = (row: HTMLTableRowElement) => row.querySelector<HTMLInputElement>('input.remark')?.value;
const remarkField = (row: HTMLTableRowElement) => page.elementLocator(row.querySelector('input.remark')!);
const typeSelect = (row: HTMLTableRowElement) => page.elementLocator(row.querySelector('select')!);
const zeroButton = (row: HTMLTableRowElement, label: string) => page.elementLocator(row.querySelector(`button[aria-label="${label} auf 0 setzen"]`)!);
/** a stored day's snow height as shown ('12,00'); none shown (no snow height, or an editable day) counts as 0 */
const shownSnowHeight = (row: HTMLTableRowElement | undefined) => row?.querySelector('td[data-label="Schneehöhe (cm)"]')?.textContent?.trim() || '0';

/**
 * The snow height of the day before the first editable one, as shown in this month's table or, when the editable days
 * start on the 1st, in the previous month's (the month of `query` is opened again after): the demo history follows
 * the date, and a day typed as 0 after more than 10 cm of snow is implausible (§5 'Schneehöhen-Abnahme >10cm
 * unwahrscheinlich!').
 */
async function snowHeightBeforeFirstEditableDay(query = ''): Promise<string> {
  const rows = dayRows();
  const index = rows.indexOf(editableRows()[0]);
  if (index > 0) return shownSnowHeight(rows[index - 1]);
  await openMonth(previousMonth, query);
  const height = shownSnowHeight(dayRows().at(-1));
  await openMonth(month, query);
  return height;
}

/** a complete, plausible first editable day: no precipitation or fresh snow (zero button), the day before's snow height, a temperature */
async function typeDryFirstDay(snowHeight: string, airTemperature: string): Promise<HTMLTableRowElement> {
  const first = editableRows()[0];
  await userEvent.click(zeroButton(first, 'Niederschlag (mm)'));
  await userEvent.fill(field(first, 'snowHeight'), snowHeight);
  await userEvent.fill(field(first, 'airTemperature'), airTemperature);
  return first;
}

describe('spec entry.md §2 Meteo input: the monthly table', () => {
  test('a past month: one read-only row per day with the stored values, the header repeated in the footer', async () => {
    await openMonth(previousMonth);
    const [year, monthNumber] = previousMonth.split('-').map(Number);
    const days = new Date(year, monthNumber, 0).getDate();
    expect(dayRows()).toHaveLength(days);
    expect(editableRows()).toHaveLength(0);
    expect(document.querySelectorAll('.meteo-table tfoot th').length).toBeGreaterThan(0);
    await expect.element(page.getByRole('button', { name: 'Übertragen' })).toBeDisabled();
  });

  test('the current month: rows up to today, past days with stored data read-only, the others editable at 07:00 MEZ', async () => {
    await openMonth(month);
    expect(dayRows().at(-1)?.dataset.day).toBe(today);
    expect(editableRows().length).toBeGreaterThan(0);
    const first = editableRows()[0];
    expect(first.querySelector<HTMLInputElement>('input.time-input')?.value).toBe('07:00');
    expect(page.getByText('bereits übertragen').elements().length).toBe(dayRows().length - editableRows().length);
  });

  test('§4 a day is disabled until the previous editable day is complete; the zero button fills N, HS and HSN', async () => {
    await openMonth(month);
    const snowHeight = await snowHeightBeforeFirstEditableDay();
    const [first, second] = editableRows();
    expect(second, 'the demo leaves 5 days editable').toBeDefined();
    await expect.element(field(second, 'precipitation')).toBeDisabled();

    await userEvent.click(zeroButton(first, 'Niederschlag (mm)'));
    await expect.poll(() => valueOf(first, 'precipitation')).toBe('0');
    await expect.poll(() => valueOf(first, 'snowHeight')).toBe('0');
    await expect.poll(() => valueOf(first, 'freshSnow')).toBe('0');
    await userEvent.fill(field(first, 'snowHeight'), snowHeight);
    await userEvent.fill(field(first, 'airTemperature'), '-2,5');
    await expect.poll(() => first.dataset.status).toBe('success');
    await expect.element(field(second, 'precipitation')).toBeEnabled();
    await expect.element(page.getByRole('button', { name: 'Übertragen' })).toBeEnabled();
  });

  test('§5 the zero button on snow height sets the two snow fields to 0', async () => {
    await openMonth(month);
    const first = editableRows()[0];
    await userEvent.click(zeroButton(first, 'Schneehöhe (cm)'));
    await expect.poll(() => valueOf(first, 'snowHeight')).toBe('0');
    await expect.poll(() => valueOf(first, 'freshSnow')).toBe('0');
    await expect.poll(() => valueOf(first, 'precipitation')).toBe('');
  });

  test('§5 messages: fresh snow without precipitation, snow height with decimals', async () => {
    await openMonth(month);
    const first = editableRows()[0];
    await userEvent.fill(field(first, 'precipitation'), '0');
    await userEvent.fill(field(first, 'freshSnow'), '5');
    await expect.element(page.getByText('Neuschnee ohne Niederschlag!')).toBeVisible();
    await userEvent.fill(field(first, 'snowHeight'), '10,5');
    await expect.element(page.getByText('Schneehöhe mit Nachkommastellen?')).toBeVisible();
    await expect.poll(() => first.dataset.status).toBe('warning');
  });

  test('§5 messages: precipitation without type, precipitation despite a gap', async () => {
    await openMonth(month);
    const first = editableRows()[0];
    await userEvent.fill(field(first, 'precipitation'), '4');
    await userEvent.fill(field(first, 'snowHeight'), '12');
    await expect.element(page.getByText('Niederschlag ohne Niederschlagstyp!')).toBeVisible();
    await userEvent.selectOptions(typeSelect(first), 'Lücke');
    await expect.element(page.getByText('Niederschlag trotz Lücke!')).toBeVisible();
    expect(page.getByText('Niederschlag ohne Niederschlagstyp!').elements()).toHaveLength(0);
  });

  test("§5 precipitation type 'nicht messbarer Niederschlag' sets 0.001; changing the type away clears it", async () => {
    await openMonth(month);
    const first = editableRows()[0];
    await userEvent.selectOptions(typeSelect(first), 'nicht messbarer Niederschlag');
    await expect.poll(() => valueOf(first, 'precipitation')).toBe('0,001');
    await userEvent.selectOptions(typeSelect(first), 'Regen');
    await expect.poll(() => valueOf(first, 'precipitation')).toBe('');
  });
});

describe('spec entry.md §2 Meteo input: the typed rows are kept by the worker until posted', () => {
  test('a reload keeps every typed row: committed to IndexedDB (a new worker reads it), not to localStorage, shown again', async () => {
    await openMonth(month);
    const table = shownTable();
    const snowHeight = await snowHeightBeforeFirstEditableDay();
    const [first, second] = editableRows();
    const days = [first.dataset.day, second.dataset.day];
    await typeDryFirstDay(snowHeight, '-2,5');
    await userEvent.fill(field(second, 'airTemperature'), '3,5');
    await userEvent.fill(remarkField(second), 'Nebel');
    unmountScreens();

    const reloaded = await startWorker({ databaseName });
    try {
      await expect
        .poll(() => typedMeteoRows(reloaded.api, table))
        .toEqual([
          expect.objectContaining({ day: days[0], time: '07:00', precipitation: 0, snowHeight: Number(snowHeight.replace(',', '.')), freshSnow: 0, airTemperature: -2.5 }),
          expect.objectContaining({ day: days[1], time: '07:00', airTemperature: 3.5, remark: 'Nebel' }),
        ]);
    } finally {
      reloaded.terminate();
    }
    expect(legacyDraftKeys()).toEqual([]);

    await openMonth(month);
    const [firstAgain, secondAgain] = editableRows();
    await expect.poll(() => valueOf(firstAgain, 'precipitation')).toBe('0');
    await expect.poll(() => valueOf(firstAgain, 'airTemperature')).toBe('-2,5');
    await expect.poll(() => valueOf(secondAgain, 'airTemperature')).toBe('3,5');
    await expect.poll(() => remarkOf(secondAgain)).toBe('Nebel');
    expect(firstAgain.dataset.status).toBe('success');
  });

  test('a draft left in localStorage by the earlier version is handed to the worker at start and removed', async () => {
    await openMonth(month);
    const table = shownTable();
    const day = editableRows()[0].dataset.day!;
    unmountScreens();
    const typedBefore: MeteoRow = { day, time: '07:30', airTemperature: 4.5, remark: 'keine Messung' };
    localStorage.setItem(`hwe-meteo-draft:${table.mrId}:${table.staNumber}:${table.month}`, JSON.stringify([typedBefore]));
    await handOverLegacyStorage(workerApi()); // as the app does when it starts

    await openMonth(month);
    await expect.poll(() => valueOf(editableRows()[0], 'airTemperature')).toBe('4,5');
    expect(legacyDraftKeys()).toEqual([]);
    expect(await typedMeteoRows(workerApi(), table)).toEqual([typedBefore]);

    unmountScreens();
    await openMonth(month);
    await expect.poll(() => valueOf(editableRows()[0], 'airTemperature')).toBe('4,5');
    await expect.poll(() => remarkOf(editableRows()[0])).toBe('keine Messung');
  });
});

describe('issue 10, spec entry.md §2 Meteo input: a second tab on the same month', () => {
  test("an edit made in another tab's worker shows in this tab's table without a reload", async () => {
    await openMonth(month, '?station=100305');
    const table = shownTable();
    const first = editableRows()[0];
    const day = first.dataset.day!;
    const otherTab = await startWorker({ databaseName });
    try {
      await otherTab.api.openMeteoMonth(table);
      await otherTab.api.editMeteoDay(table, day, { kind: 'zero', field: 'precipitation' });
      await otherTab.api.editMeteoDay(table, day, { kind: 'remark', remark: 'Raureif' });
      await expect.poll(() => valueOf(first, 'precipitation')).toBe('0');
      await expect.poll(() => valueOf(first, 'snowHeight')).toBe('0');
      await expect.poll(() => remarkOf(first)).toBe('Raureif');
    } finally {
      otherTab.terminate();
    }
  });
});

describe('spec entry.md §2 Meteo input: print', () => {
  test('the print button prints the table', async () => {
    const print = window.print;
    let printed = 0;
    window.print = () => {
      printed++;
    };
    try {
      await openMonth(previousMonth);
      await userEvent.click(page.getByRole('button', { name: 'Drucken' }));
      expect(printed).toBe(1);
    } finally {
      window.print = print;
    }
  });
});

describe('spec entry.md §2 Meteo input: narrow screens show one day', () => {
  test('under 576 px one day at a time, previous/next bounded by the month', async () => {
    await page.viewport(400, 800);
    await openMonth(previousMonth);
    expect(dayRows()).toHaveLength(1);
    const last = dayRows()[0].dataset.day;
    await expect.element(page.getByRole('button', { name: 'Nächster Tag' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Vorheriger Tag' }));
    await expect.poll(() => dayRows()[0].dataset.day).not.toBe(last);
    expect(document.querySelectorAll('.meteo-table tfoot th')).toHaveLength(0);
  });
});

describe('spec entry.md §5 Meteo post, §8 errors', () => {
  test('post asks meteo.postTimeseriesPrompt, transfers the complete day and makes it read-only; the draft is gone', async () => {
    await openMonth(month, '?station=100306');
    await expect.element(page.getByLabelText('Station', { exact: true })).toHaveValue('100306');
    const table = shownTable();
    const first = editableRows()[0];
    const day = first.dataset.day;
    await userEvent.click(zeroButton(first, 'Niederschlag (mm)'));
    await userEvent.fill(field(first, 'airTemperature'), '1');
    await expect.poll(() => typedMeteoRows(workerApi(), table)).toEqual([expect.objectContaining({ day, airTemperature: 1 })]);
    await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
    await expect
      .element(page.getByRole('dialog'))
      .toHaveTextContent('Sollen die Meteo-Daten jetzt übertragen werden? Übertragene Tage können danach nicht mehr geändert werden.');
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Daten übertragen: 4 Werte.')).toBeVisible();
    await expect.element(page.getByText('Die Meteo-Daten sind in wenigen Minuten verfügbar.')).toBeVisible();
    await expect.poll(() => document.querySelector<HTMLTableRowElement>(`tr[data-day="${day}"]`)?.dataset.status).toBe('readonly');
    expect(await typedMeteoRows(workerApi(), table)).toEqual([]);
    expect(await hasUnsentDraft(workerApi(), table)).toBe(false);
  });

  test('issue 10: a post answered 500 keeps the typed day; the next post sends the same copy (instanceId) and succeeds', async () => {
    const server = faultyServer('ui-meteo-post');
    await workerApi().init({ browser: 'Chromium', standalone: false, databaseName, apiBase: server.apiBase }, proxy(async () => undefined));
    await openMonth(month, '?station=100310');
    const first = await typeDryFirstDay(await snowHeightBeforeFirstEditableDay('?station=100310'), '2,5');
    const day = first.dataset.day;
    await expect.poll(() => first.dataset.status).toBe('success');

    await server.failNext({ method: 'POST', path: apiPaths.postMeasureRound(METEO_ROUND_ID), times: 2, mode: 'refuse' });
    await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Fehler beim Speichern der Daten').first()).toBeVisible();
    await expect.poll(() => valueOf(first, 'airTemperature')).toBe('2,5');
    const [kept] = await workerApi().listOfflineRounds();
    expect(kept).toMatchObject({ onlineEntry: true });

    await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Daten übertragen: 4 Werte.')).toBeVisible();
    await expect.poll(() => document.querySelector<HTMLTableRowElement>(`tr[data-day="${day}"]`)?.dataset.status).toBe('readonly');
    expect((await archivedRound(kept.instanceId)).instanceId).toBe(kept.instanceId);
    expect(await workerApi().listOfflineRounds()).toEqual([]);
  }, 30_000);

  test('a group without the configured meteo parameters gives the danger alert meteo.noParameters with the names', async () => {
    mountAt(`/meteo/201/${month}`);
    await expect.element(page.getByText('Keine Meteo-Parameter gefunden: N, HS, HSN, LT')).toBeVisible();
    expect(document.querySelector('.alert-danger')).not.toBeNull();
  });
});
