import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Entry } from '../../../../src/shared/schema/entry';
import { timeseriesLabel } from '../../../../src/ui/screens/csv/CsvTimeseriesFields';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_ID, DEMO_ROUND_NAME, mountAt, startApp, type Mounted } from './mount-tools';
import { unmountScreens } from '../mount';
import { typeAtCaret } from '../type-at-caret';

let entries: Entry[] = [];
beforeAll(async () => {
  await startApp();
  entries = (await workerApi().loadGroup(DEMO_ROUND_ID)).entries;
});
afterEach(async () => {
  unmountScreens();
  store.alerts.splice(0);
  store.settings = await workerApi().saveLocalSettings({});
});

/** The layout of the spec defaults (0-based: remark 0, date 1, value 2, time = date column, start row 2). */
const DEFAULT_LAYOUT_CSV = [
  'Bemerkung;Datum;Wert',
  '# a comment line does not count',
  'Text;TT.MM.JJJJ;cm',
  ';01.03.2025;12,5',
  '',
  'Pegel ok;02.03.2025;13',
  ';03.03.2025;Lücke',
].join('\n');

const numberEntry = () => entries.find((entry) => entry.inputType === 'NUMBER' && entry.tsUnit)!;

/** the cell texts of a preview table row (1 = the first value) */
function previewCells(row: number): string[] {
  const cells = document.querySelectorAll(`.csv-preview tbody tr:nth-child(${row}) td`);
  return [...cells].map((cell) => cell.textContent ?? '');
}

/** Sets a React-controlled textarea's value and fires the input event React listens to. */
function pasteText(textarea: HTMLTextAreaElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, text);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

function openImporter(): Mounted {
  return mountAt(`/csv/${encodeURIComponent(DEMO_ROUND_NAME)}`);
}

async function chooseTimeseries(entry: Entry) {
  await expect.element(page.getByRole('option', { name: timeseriesLabel(entry) })).toBeInTheDocument();
  await page.getByLabelText('Zeitreihe').selectOptions(entry.tsId);
}

describe('spec entry.md §2 CSV importer, §9 CSV importer defaults, §5 CSV rows', () => {
  test('the defaults (date 1, time 1, value 2, remark 0, start row 2) read "remark; date; value" with the default time 12:00; an empty remark shows <leer>', async () => {
    openImporter();
    await expect.element(page.getByRole('heading', { name: `CSV-Import: ${DEMO_ROUND_NAME}` })).toBeVisible();
    await expect.element(page.getByLabelText('Datum: Spalte 1')).toBeChecked();
    await expect.element(page.getByLabelText('Zeit: Spalte 1')).toBeChecked();
    await expect.element(page.getByLabelText('Wert: Spalte 2')).toBeChecked();
    await expect.element(page.getByLabelText('Bemerkung: Spalte 0')).toBeChecked();

    await page.getByLabelText('CSV-Text').fill(DEFAULT_LAYOUT_CSV);
    await expect.element(page.getByLabelText('Erste Datenzeile: Zeile 2')).toBeChecked();
    const entry = numberEntry();
    await chooseTimeseries(entry);

    await expect.element(page.getByRole('region', { name: 'Vorschau' })).toBeVisible();
    await expect.poll(() => previewCells(1)).toEqual(['01.03.2025 12:00', `12,50 ${entry.tsUnit}`, '<leer>']);
    await expect.poll(() => previewCells(2)).toEqual(['02.03.2025 12:00', `13,00 ${entry.tsUnit}`, 'Pegel ok']);
    // a non-numeric value goes into the remark; a non-number displays as a dash
    await expect.poll(() => previewCells(3)).toEqual(['03.03.2025 12:00', `- ${entry.tsUnit}`, 'Lücke']);
    expect(document.querySelectorAll('.csv-preview tbody tr')).toHaveLength(3);
    await expect.element(page.getByText('Werte 1–3 von 3')).toBeVisible();
    expect(getComputedStyle(document.querySelector('.csv-preview-scroll')!).maxHeight).toBe('300px');

    // the unit override replaces the unit in the preview
    await page.getByLabelText('Einheit überschreiben').fill('mm');
    await expect.poll(() => previewCells(1)).toEqual(['01.03.2025 12:00', '12,50 mm', '<leer>']);
  });

  test('a character typed inside the CSV text, the unit or the date format goes in at the caret, and the caret stays behind it', async () => {
    openImporter();
    await chooseTimeseries(numberEntry());
    const fields = [
      { label: 'CSV-Text', text: 'Datum;Wert\n01.03.2025;12,5', at: 23, key: '0', typed: 'Datum;Wert\n01.03.2025;102,5' },
      { label: 'Einheit überschreiben', text: 'mm', at: 1, key: 'c', typed: 'mcm' },
      { label: 'Datum-Zeit-Format', text: 'dd.MM.yyy', at: 6, key: 'y', typed: 'dd.MM.yyyy' },
    ];
    for (const { label, text, at, key, typed } of fields) {
      await page.getByLabelText(label).fill(text);
      const field = await typeAtCaret(page.getByLabelText(label), at, key);
      await expect.element(page.getByLabelText(label)).toHaveValue(typed);
      expect(field.selectionStart).toBe(at + 1);
    }
  });

  test('changing the column choice re-parses: the time column set apart joins date and time, a value column of none leaves only remarks', async () => {
    openImporter();
    await page.getByLabelText('CSV-Text').fill(['Datum;Zeit;Wert', '01.03.2025;07:30;1,5', '02.03.2025;08:15;2,5'].join('\n'));
    await page.getByLabelText('Erste Datenzeile: Zeile 1').click();
    await page.getByLabelText('Datum: Spalte 0').click();
    await page.getByLabelText('Bemerkung: keine').click();
    await page.getByLabelText('Wert: Spalte 2').click();
    await page.getByLabelText('Zeit: Spalte 1').click();
    await expect.element(page.getByRole('region', { name: 'Vorschau' })).toBeVisible();
    await expect.poll(() => previewCells(1)).toEqual(['01.03.2025 07:30', '1,50', '<leer>']);
    await expect.poll(() => previewCells(2)).toEqual(['02.03.2025 08:15', '2,50', '<leer>']);

    await page.getByLabelText('Wert: keine').click();
    await expect.poll(() => previewCells(1)).toEqual(['01.03.2025 07:30', '-', '<leer>']);
  });

  test("an unterminated quote shows the warning 'Quoted field unterminated'", async () => {
    openImporter();
    await page.getByLabelText('CSV-Text').fill('a;b;c\nx;y;z\n;01.03.2025;1\n;02.03.2025;"2\n');
    await expect.element(page.getByText('Quoted field unterminated')).toBeVisible();
  });

  test("a quote followed by more text shows the warning 'Trailing quote on quoted field is malformed'", async () => {
    openImporter();
    await page.getByLabelText('CSV-Text').fill('a;b;c\nx;y;z\n;01.03.2025;"1"x\n;02.03.2025;2\n');
    await expect.element(page.getByText('Trailing quote on quoted field is malformed')).toBeVisible();
  });

  test('a large text: a spinner while the worker reads it, then one preview page of 100 of all values', async () => {
    openImporter();
    const start = new Date(2020, 0, 1).getTime();
    const lines = Array.from({ length: 100_000 }, (_, index) => {
      const day = new Date(start + index * 3_600_000);
      const date = `${String(day.getDate()).padStart(2, '0')}.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`;
      return `;${date};${index % 100},5`;
    });
    await expect.element(page.getByLabelText('CSV-Text')).toBeVisible();
    // 2.5 MB: set in the page as a paste would, instead of sending every character through the test runner
    pasteText(page.getByLabelText('CSV-Text').element() as HTMLTextAreaElement, ['Bemerkung;Datum;Wert', 'Text;Datum;cm', ...lines].join('\n'));
    await expect.element(page.getByRole('status', { name: 'Läuft …' })).toBeVisible();
    await expect.element(page.getByText('Werte 1–100 von 100.000'), { timeout: 20_000 }).toBeVisible();
    expect(page.getByRole('status', { name: 'Läuft …' }).elements()).toHaveLength(0);
    expect(document.querySelectorAll('.csv-preview tbody tr')).toHaveLength(100);
    await page.getByRole('button', { name: 'Nächste Seite' }).click();
    await expect.element(page.getByText('Werte 101–200 von 100.000')).toBeVisible();
    expect(previewCells(1)[1]).toBe('0,50');
  });

  test('the post button is disabled without a chosen timeseries and without parsed rows; posting shows "data transferred" with the count', async () => {
    openImporter();
    const post = page.getByRole('button', { name: 'Übertragen' });
    await expect.element(post).toBeDisabled();
    await chooseTimeseries(numberEntry());
    await expect.element(post).toBeDisabled();
    await page.getByLabelText('CSV-Text').fill(DEFAULT_LAYOUT_CSV);
    await expect.element(post).toBeEnabled();
    await page.getByLabelText('Team').fill('CSV-Team');
    await post.click();
    await expect.element(page.getByText('Daten übertragen: 3 Werte.')).toBeVisible();
  });

  test("a timeseries without an import number is refused with 'No import number has been defined' (German text)", async () => {
    const withoutNumber = entries.find((entry) => entry.inputType === 'NO_IMPORT_NUMBER');
    expect(withoutNumber, 'the demo round has a series without an import number').toBeDefined();
    openImporter();
    await chooseTimeseries(withoutNumber!);
    await page.getByLabelText('CSV-Text').fill(DEFAULT_LAYOUT_CSV);
    await page.getByRole('button', { name: 'Übertragen' }).click();
    await expect.element(page.getByText('Es wurde keine Importnummer definiert')).toBeVisible();
  });
});

describe('spec entry.md §2 group selection: CSV import button per group (online only, showCsvImport)', () => {
  test('shown in online mode, opening the importer of that round; gone in offline mode and with showCsvImport off', async () => {
    mountAt('/');
    const round = page.getByRole('listitem').filter({ hasText: DEMO_ROUND_NAME });
    await expect.element(round.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', `/csv/${encodeURIComponent(DEMO_ROUND_NAME)}`);

    store.settings = await workerApi().saveLocalSettings({ showCsvImport: false });
    await expect.poll(() => round.getByRole('link', { name: 'CSV' }).elements()).toHaveLength(0);
    store.settings = await workerApi().saveLocalSettings({});
    await expect.element(round.getByRole('link', { name: 'CSV' })).toBeVisible();

    store.settings = await workerApi().saveLocalSettings({ mode: 2 });
    await expect.element(page.getByRole('searchbox')).toBeVisible();
    await expect.poll(() => document.querySelectorAll('a[href^="/csv/"]')).toHaveLength(0);
  });
});

describe('spec entry.md §2 CSV importer: a dropped file is handed over as the File', () => {
  test('dropping a file on the text area parses it and shows the preview', async () => {
    openImporter();
    const file = new File([DEFAULT_LAYOUT_CSV], 'werte.csv', { type: 'text/csv' });
    const transfer = new DataTransfer();
    transfer.items.add(file);
    await expect.element(page.getByLabelText('CSV-Text')).toBeVisible();
    const area = document.querySelector('textarea')!;
    area.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    await expect.poll(() => previewCells(2)).toEqual(['02.03.2025 12:00', '13,00', 'Pegel ok']);
    await expect.element(page.getByText('Werte 1–3 von 3')).toBeVisible();
  });
});
