// spec entry.md §2 Online tabular input (/stations/{group}/{date}), §5 tabular post, duplicate refusal, §8 success message.
import { addDays, addHours, format, subDays } from 'date-fns';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Entry } from '../../../../src/shared/schema/entry';
import { editsStored } from '../../../../src/ui/state/mobile/round-actions';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_ID, mountAt, startApp, useSettings, cleanUpOnlineSessions } from './mount-app';
import { unmountScreens } from '../mount';
import { storedRoundView } from '../../worker/round-helpers';

const today = format(new Date(), 'yyyy-MM-dd');
// readings are typed for yesterday: today's default time 12:00 lies in the future before noon (a test of its own)
const yesterday = format(subDays(new Date(), 1), 'yyyy-MM-dd');
const tomorrow = format(addDays(new Date(), 1), 'yyyy-MM-dd');
/** a yyyy-MM-dd day as the German page shows it (dd.MM.yyyy) */
const shownDay = (day: string) => day.split('-').reverse().join('.');
const STATION = 'Innsbruck Universität';

beforeAll(startApp);
afterEach(cleanUpOnlineSessions);

async function openTable(day = yesterday) {
  mountAt(`/stations/${DEMO_ROUND_ID}/${day}`);
  await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Demo Pegelrunde Innsbruck');
}

const valueField = (parameter: string) => page.getByLabelText(`${STATION} ${parameter} Wert`);
const dateField = (parameter: string) => page.getByLabelText(`${STATION} ${parameter} Datum/Zeit`);

function rowStatus(parameter: string): string | undefined {
  const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === `${STATION} ${parameter} Wert`);
  return label?.closest('tr')?.getAttribute('data-status') ?? undefined;
}

async function storedEntry(parameter: string): Promise<Entry> {
  await editsStored();
  const view = await storedRoundView(workerApi(), mobileStore.instanceId!);
  return view.round.entries.find((entry) => entry.staName === STATION && entry.tsParameter === parameter)!;
}

describe('spec entry.md §2 Online tabular input: columns', () => {
  test('default columns are ordinal, site name, station number, station name, parameter; more can be chosen', async () => {
    await openTable();
    const headers = () => [...document.querySelectorAll('.entry-table thead th')].map((th) => th.textContent);
    expect(headers()).toEqual(['Nr.', 'Gebiet', 'Stationsnummer', 'Station', 'Parameter', 'Wert', 'Datum/Zeit', 'Bemerkung', 'Aktionen']);
    await userEvent.click(page.getByText('Spalten'));
    await userEvent.click(page.getByLabelText('Einheit'));
    await expect.poll(headers).toContain('Einheit');
    await userEvent.click(page.getByLabelText('Gebiet'));
    await expect.poll(headers).not.toContain('Gebiet');
  });
});

describe('spec entry.md §2 Online tabular input: row colours and date', () => {
  test('a value gets the chosen date at the default time 12:00 and the row is success (date plus valid value)', async () => {
    await openTable();
    await userEvent.fill(valueField('W'), '123,5');
    await expect.element(dateField('W')).toHaveValue(`${shownDay(yesterday)} 12:00`);
    await expect.poll(() => rowStatus('W')).toBe('success');
    const entry = await storedEntry('W');
    expect(entry.value).toBe(123.5);
    expect(new Date(entry.dt!).getHours()).toBe(12);
  });

  test('the default time for online mode comes from the settings', async () => {
    await useSettings({ defaultTime: '07:30' });
    await openTable();
    await userEvent.fill(valueField('W'), '100');
    await expect.element(dateField('W')).toHaveValue(`${shownDay(yesterday)} 07:30`);
  });

  test('an implausible value makes the row warning with range and deviation', async () => {
    await openTable();
    await userEvent.fill(valueField('W'), '700');
    await expect.poll(() => rowStatus('W')).toBe('warning');
    await expect.element(page.getByText('Wert 700,00 außerhalb des plausiblen Bereichs 0,00 – 650,00 (Abweichung 50,00)')).toBeVisible();
  });

  test('a filled row without a date is danger and blocks the post', async () => {
    await openTable();
    await userEvent.fill(valueField('W'), '123');
    await expect.element(dateField('W')).toHaveValue(`${shownDay(yesterday)} 12:00`);
    await userEvent.clear(dateField('W'));
    // leaving the field (Tab would only move between the date and time parts)
    await userEvent.click(page.getByRole('heading', { level: 1 }));
    await expect.poll(() => rowStatus('W')).toBe('danger');
    await expect.element(page.getByText('Ein Wert hat kein Datum/Zeit.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Übertragen' })).toBeDisabled();
  });

  test('issue 36 item 16 / §5 date rules: a value whose default date lies in the future is implausible: warning, and the post stays possible', async () => {
    await openTable(tomorrow);
    await userEvent.fill(valueField('W'), '123');
    await expect.element(dateField('W')).toHaveValue(`${shownDay(tomorrow)} 12:00`);
    await expect.poll(() => rowStatus('W')).toBe('warning');
    await expect.element(page.getByText('Datum liegt in der Zukunft').first()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Übertragen' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: `${STATION} W Jetzt` }));
    await expect.poll(() => rowStatus('W')).toBe('success');
  });

  test('issue 36 item 16 / §5 date rules: a value dated more than 10 days back is implausible: warning with the days', async () => {
    await openTable(format(subDays(new Date(), 11), 'yyyy-MM-dd'));
    await userEvent.fill(valueField('W'), '123');
    await expect.poll(() => rowStatus('W')).toBe('warning');
    await expect.element(page.getByText('Datum liegt mehr als 10 Tage zurück').first()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Übertragen' })).toBeEnabled();
  });

  test('an optional station (no ordinal) is muted', async () => {
    await openTable();
    const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.startsWith('Lager Innsbruck Herrengasse'));
    expect(label?.closest('tr')?.getAttribute('data-status')).toBe('muted');
  });

  test('info: a row whose series already has a reading on that day; the last value column shows the last reading', async () => {
    await openTable(yesterday);
    await expect.poll(() => rowStatus('W'), { timeout: 15_000 }).toBe('info');
    await userEvent.click(page.getByText('Spalten'));
    await userEvent.click(page.getByLabelText('Letzter Wert'));
    const label = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === `${STATION} W Wert`);
    const lastCell = label!.closest('tr')!.querySelectorAll('td')[5];
    expect(lastCell.textContent).toMatch(/^\d+,\d\d \(\d\d\.\d\d\.\d\d \d\d:\d\d\)$/);
  });

  test('set time now sets the station date to the current time', async () => {
    await openTable();
    const before = Date.now();
    await userEvent.click(page.getByRole('button', { name: `${STATION} W Jetzt` }));
    await expect.poll(async () => (await storedEntry('W')).dt).toBeDefined();
    const dt = Date.parse((await storedEntry('W')).dt!);
    expect(dt).toBeGreaterThanOrEqual(before - 1000);
    expect(dt).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('spec entry.md §5 Overwrite-all-dates', () => {
  test('the prompt suggests now + 7 h; an unchanged answer skips, a new date is set on all stations with the count', async () => {
    await openTable();
    const suggestion = () => format(addHours(new Date(), 7), 'dd.MM.yyyy HH:mm');
    const before = suggestion();
    await userEvent.click(page.getByRole('button', { name: 'Alle Zeitpunkte überschreiben' }));
    const prompt = page.getByLabelText('Neuer Zeitpunkt für alle Stationen (TT.MM.JJJJ HH:mm):');
    await expect.element(prompt).toBeVisible();
    expect([before, suggestion()]).toContain((prompt.element() as HTMLInputElement).value);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Es wurde kein Zeitpunkt geändert.')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Alle Zeitpunkte überschreiben' }));
    await userEvent.fill(prompt, '15.01.2026 08:00');
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText(/^Datum\/Zeit für \d+ Stationen gesetzt\.$/)).toBeVisible();
    await expect.element(dateField('W')).toHaveValue('15.01.2026 08:00');
  });
});

describe('spec entry.md §5 duplicate station and post', () => {
  test('duplicating a station without a date is refused with input.duplicateStationNoDate', async () => {
    await openTable();
    await userEvent.click(page.getByRole('button', { name: `${STATION} W Duplizieren` }));
    await expect.element(page.getByText('Station kann nicht dupliziert werden, weil Datum/Zeit fehlt.')).toBeVisible();
  });

  test('with a date the station is duplicated right after it', async () => {
    await openTable();
    const rowsBefore = document.querySelectorAll('tr[data-row]').length;
    await userEvent.fill(valueField('W'), '120');
    await expect.element(dateField('W')).toHaveValue(`${shownDay(yesterday)} 12:00`);
    await userEvent.click(page.getByRole('button', { name: `${STATION} W Duplizieren` }));
    await expect.poll(() => document.querySelectorAll('tr[data-row]').length).toBeGreaterThan(rowsBefore);
    expect(page.getByLabelText(`${STATION} W Wert`).elements()).toHaveLength(2);
  });

  test('post is disabled without a value; with one it transfers and shows "data transferred" with the count', async () => {
    await openTable();
    const post = page.getByRole('button', { name: 'Übertragen' });
    await expect.element(post).toBeDisabled();
    await expect.element(page.getByText('Es wurde noch kein Wert eingegeben.')).toBeVisible();
    await userEvent.fill(valueField('W'), '321');
    await userEvent.fill(valueField('WT'), '4,5');
    await expect.element(post).toBeEnabled();
    await userEvent.click(post);
    await expect.element(page.getByText('Daten übertragen: 2 Werte.')).toBeVisible();
    // a fresh table for the next readings; the posted copy is gone from the device
    await expect.element(valueField('W')).toHaveValue('');
    expect((await workerApi().listOfflineRounds()).some((copy) => copy.progress.completed > 0)).toBe(false);
  });

  test('printing before saving is an offline option: it does not block the online post', async () => {
    await useSettings({ requirePrintBeforeSave: true });
    await openTable();
    await userEvent.fill(valueField('W'), '111');
    await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
    await expect.element(page.getByText('Daten übertragen: 1 Wert.')).toBeVisible();
  });

  test('nothing typed is lost: the readings are still there after leaving and reopening the table', async () => {
    await openTable();
    await userEvent.fill(valueField('W'), '222');
    await editsStored();
    unmountScreens();
    await openTable();
    await expect.element(valueField('W')).toHaveValue('222');
  });
});

describe('issue 12 / spec entry.md §2 Group selection: offline copies', () => {
  test('visiting the online table or the hydro input of a group does not list it under the offline copies', async () => {
    await workerApi().createOfflineRound(DEMO_ROUND_ID);
    await openTable();
    await userEvent.fill(valueField('W'), '150');
    await editsStored();
    unmountScreens();
    mountAt('/hydro/201');
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveTextContent('Landeck');
    unmountScreens();
    mountAt('/');
    const copies = page.getByRole('heading', { name: 'Offline-Kopien auf diesem Gerät' });
    await expect.element(copies).toBeVisible();
    const items = () => document.querySelectorAll('.offline-copies li').length;
    await expect.poll(items).toBe(1);
    // the table's readings are kept for the table (nothing typed is lost), just not offered as an offline copy
    unmountScreens();
    await openTable();
    await expect.element(valueField('W')).toHaveValue('150');
  });
});

describe('spec entry.md §2 Group selection: the group name opens its input page in online mode', () => {
  test('meteoInput → /meteo/{group}/{month}, hydroInputOWF → /hydro/{group}, others → /stations/{group}/{date}', async () => {
    mountAt('/');
    await userEvent.click(page.getByRole('button', { name: /^Niederschlagsbeobachter/ }));
    await userEvent.click(page.getByRole('button', { name: /^Hydrographie Oberflächenwasser/ }));
    await expect.element(page.getByRole('link', { name: 'Demo Pegelrunde Innsbruck' })).toHaveAttribute('href', `/stations/101/${today}`);
    await expect.element(page.getByRole('link', { name: 'Niederschlag Wipptal' })).toHaveAttribute('href', `/meteo/401/${today.slice(0, 7)}`);
    await expect.element(page.getByRole('link', { name: 'Pegel OWF Inn Oberland' })).toHaveAttribute('href', '/hydro/201');
  });
});
