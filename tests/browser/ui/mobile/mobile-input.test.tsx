import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountAt, openStation, seriesField, startApp, storedEntry, storedRound } from './mount-app';
import { unmountScreens } from '../mount';

beforeAll(startApp);
afterEach(unmountScreens);

describe('spec entry.md §2 Mobile input: number input, plausibility, reload', () => {
  test('the station title follows the template "site: station (number)"; a reading is stored by the worker and kept after a reload', async () => {
    const { instanceId, tsId } = await openStation('201301');
    await expect.element(page.getByRole('heading', { name: 'Inn: Innsbruck Universität (201301)' })).toBeVisible();

    await userEvent.fill(seriesField(tsId('W')), '123,5');
    await expect.element(page.getByRole('status')).toHaveTextContent('Gespeichert');
    const stored = await storedRound(instanceId);
    expect(storedEntry(stored, '201301', 'W').value).toBe(123.5);
    // §4 a complete station without a date gets one automatically
    expect(storedEntry(stored, '201301', 'W').dt).toBeDefined();

    unmountScreens();
    mountAt(`/mobile/${instanceId}/input/201301`);
    await expect.element(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expect.element(seriesField(tsId('W'))).toHaveValue('123,5');
  });

  test('§5 plausibility: a value outside min/max shows the range and the deviation', async () => {
    const { tsId } = await openStation('201301');
    await userEvent.fill(seriesField(tsId('W')), '700');
    await expect
      .element(page.getByText('Wert 700,00 außerhalb des plausiblen Bereichs 0,00 – 650,00 (Abweichung 50,00)'))
      .toBeVisible();
  });

  test('the sign toggle makes the reading negative', async () => {
    const { instanceId, tsId } = await openStation('201301');
    await userEvent.fill(seriesField(tsId('WT')), '3,2');
    await userEvent.click(page.elementLocator(document.querySelector(`[data-ts-id="${tsId('WT')}"] button[aria-label="Vorzeichen umkehren"]`)!));
    await expect.element(seriesField(tsId('WT'))).toHaveValue('-3,2');
    expect(storedEntry(await storedRound(instanceId), '201301', 'WT').value).toBe(-3.2);
  });
});

describe('spec entry.md §2 Mobile input: previous/next (F7/F8), set time now (F2), duplicate station', () => {
  test('F8 opens the next station, F7 the previous one', async () => {
    await openStation('201301');
    await expect.element(page.getByRole('heading', { name: 'Inn: Innsbruck Universität (201301)' })).toBeVisible();
    await userEvent.keyboard('{F8}');
    await expect.element(page.getByRole('heading', { name: 'Inn: Völs Innbrücke (201302)' })).toBeVisible();
    await userEvent.keyboard('{F7}');
    await expect.element(page.getByRole('heading', { name: 'Inn: Innsbruck Universität (201301)' })).toBeVisible();
  });

  test('F2 sets the station time to now', async () => {
    const { instanceId } = await openStation('201302');
    await expect.element(page.getByRole('heading', { name: 'Inn: Völs Innbrücke (201302)' })).toBeVisible();
    const before = Date.now() - 60_000;
    await userEvent.keyboard('{F2}');
    await expect.poll(async () => storedEntry(await storedRound(instanceId), '201302', 'W').dt).toBeDefined();
    const stored = await storedRound(instanceId);
    const times = stored.round.entries.filter((entry) => entry.staNumber === '201302').map((entry) => Date.parse(entry.dt!));
    expect(new Set(times).size).toBe(1);
    expect(times[0]).toBeGreaterThanOrEqual(before);
    expect(times[0]).toBeLessThanOrEqual(Date.now());
  });

  test('§5 duplicating a station without date is refused with input.duplicateStationNoDate; with a date the copy follows it', async () => {
    const { instanceId, mounted } = await openStation('201303');
    await userEvent.click(page.getByRole('button', { name: 'Station duplizieren' }));
    await expect.element(page.getByText('Station kann nicht dupliziert werden, weil Datum/Zeit fehlt.')).toBeVisible();
    const before = await storedRound(instanceId);
    expect(before.round.entries.filter((entry) => entry.staNumber === '201303')).toHaveLength(4);

    await userEvent.click(page.getByRole('button', { name: 'Jetzt' }));
    await storedRound(instanceId);
    await userEvent.click(page.getByRole('button', { name: 'Station duplizieren' }));
    await expect.poll(() => mounted.path()).toMatch(/\/input\/201303\/1$/);
    const after = await storedRound(instanceId);
    const copies = after.round.entries.filter((entry) => entry.staNumber === '201303');
    expect(copies).toHaveLength(8);
    expect(copies.slice(4).every((entry) => entry.dt === undefined)).toBe(true);
  });
});

describe('spec entry.md §5 date input rules', () => {
  test('a typed year before 2020 is not taken while typing but applies on blur; a future date is implausible', async () => {
    const { instanceId } = await openStation('201302');
    const input = page.getByLabelText('Datum/Zeit');
    const element = input.element() as HTMLInputElement;
    element.focus();
    await userEvent.fill(input, '01.05.2019 10:00');
    expect(storedEntry(await storedRound(instanceId), '201302', 'W').dt).toBeUndefined();
    element.blur();
    await expect.poll(async () => storedEntry(await storedRound(instanceId), '201302', 'W').dt).toBe(new Date(2019, 4, 1, 10, 0).toISOString());
    await expect.element(page.getByText('Datum liegt mehr als 10 Tage zurück')).toBeVisible();

    const nextYear = new Date().getFullYear() + 1;
    await userEvent.fill(input, `02.01.${nextYear} 08:00`);
    await expect.element(page.getByText('Datum liegt in der Zukunft')).toBeVisible();
  });

  test('a pasted DD.MM.YYYY HH:mm is read as the station date', async () => {
    const { instanceId } = await openStation('201302');
    const input = document.getElementById('station-dt') as HTMLInputElement;
    const data = new DataTransfer();
    data.setData('text', '21.11.2026 08:15');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect.poll(async () => storedEntry(await storedRound(instanceId), '201302', 'W').dt).toBe(new Date(2026, 10, 21, 8, 15).toISOString());
  });
});

describe('spec entry.md §2 Mobile input: station location with high accuracy; §8 geolocation failure', () => {
  function stubGeolocation(getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void) {
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  }

  test('the captured location is stored in the station remark and shown with 6 decimals', async () => {
    let asked: PositionOptions | undefined;
    stubGeolocation((ok, _fail, options) => {
      asked = options;
      ok({ coords: { latitude: 47.3, longitude: 11.4 } } as GeolocationPosition);
    });
    const { instanceId } = await openStation('201301');
    await userEvent.click(page.getByRole('button', { name: 'Standort erfassen' }));
    await expect.element(page.getByText('Standort: 47,300000, 11,400000')).toBeVisible();
    expect(asked?.enableHighAccuracy).toBe(true);
    expect(storedEntry(await storedRound(instanceId), '201301', 'W').staRemark?.location).toEqual({ latitude: 47.3, longitude: 11.4 });
  });

  test("a failed lookup warns 'Fehler beim Ermitteln der Koordinaten: {error}' for 5 s", async () => {
    stubGeolocation((_ok, fail) => fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));
    await openStation('201301');
    await userEvent.click(page.getByRole('button', { name: 'Standort erfassen' }));
    const warning = page.getByText('Fehler beim Ermitteln der Koordinaten: User denied Geolocation');
    await expect.element(warning).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await expect.element(warning).toBeVisible();
    await expect.element(warning, { timeout: 3000 }).not.toBeInTheDocument();
  });
});

describe('spec entry.md §4/§5 station tasks', () => {
  test('ticking a task done completes the station; a new task needs a type and a text and is kept on every entry', async () => {
    const { instanceId } = await openStation('201308');
    await userEvent.click(page.getByRole('checkbox', { name: /Trichter der Waage säubern/ }));
    await expect.poll(async () => (await storedRound(instanceId)).progress.completed).toBe(1);

    const add = page.getByRole('button', { name: 'Aufgabe anlegen' });
    await expect.element(add).toBeDisabled();
    await userEvent.fill(page.getByLabelText('Aufgabentyp'), 'Wartung');
    await expect.element(add).toBeDisabled();
    await userEvent.fill(page.getByLabelText('Aufgabe', { exact: true }), 'Deckel klemmt');
    await userEvent.click(add);
    await expect.element(page.getByRole('checkbox', { name: /Deckel klemmt/ })).not.toBeChecked();
    const station = (await storedRound(instanceId)).round.entries.filter((entry) => entry.staNumber === '201308');
    for (const entry of station) {
      expect(entry.staTasks?.at(-1)).toMatchObject({ taskType: 'Wartung', text: 'Deckel klemmt', taskDone: false, staNumber: '201308' });
      expect(entry.staTasks?.at(-1)?.taskId).toBeUndefined();
    }
  });
});

describe('spec entry.md §5 pasting tab-separated values', () => {
  test('the values spread over the following number inputs, decimal comma read as a point', async () => {
    const { instanceId, tsId } = await openStation('201306');
    const first = document.querySelector(`[data-ts-id="${tsId('W')}"] input`) as HTMLInputElement;
    const data = new DataTransfer();
    data.setData('text', '12,5\t8,1\t650\n');
    first.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect.element(seriesField(tsId('PH'))).toHaveValue('650');
    await expect.element(seriesField(tsId('LF'))).toHaveValue('8,1');
    await expect.element(seriesField(tsId('W'))).toHaveValue('12,5');
    // WT has no import number (40021-null): it takes no value, so the pasted values go to W, LF and PH
    const stored = await storedRound(instanceId);
    const values = Object.fromEntries(stored.round.entries.filter((entry) => entry.staNumber === '201306').map((entry) => [entry.tsParameter, entry.value]));
    expect(values).toEqual({ W: 12.5, WT: undefined, LF: 8.1, PH: 650 });
  });
});
