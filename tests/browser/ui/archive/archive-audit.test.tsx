// issue 36 items 6 and 8 (spec archive.md §2 Archive list and detail, §4 decision values): a long remark is clamped with
// a 'mehr' toggle; the English page shows decision labels and 'Event reported' in English.
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { addAlert } from '../../../../src/ui/state/alerts';
import { archiveStore } from '../../../../src/ui/state/archive/archive-store';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { mountAt, startApp } from './mount-archive';
import { DAM_ROUND_ID, EVENT_TS_ID, postRoundWithEvent } from './round-in-archive';
import { unmountScreens } from '../mount';
import { archivedRounds } from '../../worker/archive-on-server';
import { editedRoundView } from '../../worker/round-helpers';

beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  archiveStore.query.text = '';
  archiveStore.query.range = {};
  store.alerts.splice(0);
  vi.restoreAllMocks();
  await i18next.changeLanguage('de');
});

/** The audit's remark: 3,300 characters of words. */
const LONG_REMARK = Array.from({ length: 300 }, (_, index) => `Wort${index % 10}${'x'.repeat(4)}`).join(' ').slice(0, 3300);

async function postRoundWithLongRemarks(): Promise<string> {
  const api = workerApi();
  const view = await api.createOfflineRound(DAM_ROUND_ID);
  await editedRoundView(api, view.round.instanceId, [
    { kind: 'entry', entryKey: view.rows[0].entryKey, patch: { value: 0, tsRemark: { text: LONG_REMARK } } },
    { kind: 'round', patch: { mrRemark: LONG_REMARK } },
  ]);
  await api.postRound(view.round.instanceId);
  return view.round.instanceId;
}

const heightOf = (element: Element | null) => element!.getBoundingClientRect().height;

describe('issue 36 item 6: a 3,300-character remark is clamped with a mehr toggle', () => {
  test('list row and detail row stay a few lines tall; mehr shows all, the chart button stays on the screen at 1280 px', async () => {
    const instanceId = await postRoundWithLongRemarks();
    await workerApi().refreshArchive();
    mountAt('/archive');
    const listRow = () => document.querySelector(`.archive-table tr[data-instance-id="${instanceId}"]`);
    await expect.poll(listRow, { timeout: 30_000 }).not.toBeNull();
    // four lines of a remark and the toggle (44 px) stay far below the audit's 5,453 px
    expect(heightOf(listRow())).toBeLessThan(200);
    const more = page.elementLocator(listRow()!).getByRole('button', { name: 'mehr' });
    await userEvent.click(more);
    await expect.element(page.elementLocator(listRow()!).getByRole('button', { name: 'weniger' })).toHaveAttribute('aria-expanded', 'true');
    expect(heightOf(listRow())).toBeGreaterThan(400);
    unmountScreens();

    // the audit's desktop width, where the table overflowed and hid the chart buttons
    await page.viewport(1280, 800);
    mountAt(`/archive/${instanceId}`);
    const remarkCell = () => document.querySelector('.entry-table tbody tr[data-ts-id] td[data-column="remarks"]');
    await expect.poll(remarkCell).not.toBeNull();
    // four lines and the toggle, against the audit's 6,282 px row
    expect(heightOf(remarkCell())).toBeLessThan(160);
    // the chart button stays on the screen
    const chart = page.getByRole('link', { name: 'Verlauf anzeigen' }).first().element();
    expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    expect(page.getByRole('button', { name: 'mehr' }).elements().length).toBeGreaterThanOrEqual(2);

    await i18next.changeLanguage('en');
    await expect.element(page.getByRole('button', { name: 'more' }).first()).toBeVisible();
  });
});

describe('issue 36 item 8: the English detail words decisions and events in English', () => {
  test("decision choices, 'Event reported'; German on the German page", async () => {
    const instanceId = await postRoundWithEvent();
    mountAt(`/archive/${instanceId}`);
    const eventRow = () => document.querySelector(`tr[data-ts-id="${EVENT_TS_ID}"]`);
    const stage1Labels = () => [...document.querySelectorAll(`tr[data-ts-id="${EVENT_TS_ID}"] + tr.decision-row[data-stage="1"] label`)].map((label) => label.textContent);
    await expect.poll(stage1Labels).toEqual(['nicht relevant', 'sofort beheben', 'weitere Bewertung']);
    expect(eventRow()!.querySelector('.implausible-text')!.textContent).toBe('Ereignis gemeldet');

    await i18next.changeLanguage('en');
    await expect.poll(stage1Labels).toEqual(['not relevant', 'fix immediately', 'further assessment']);
    expect(eventRow()!.querySelector('.implausible-text')!.textContent).toBe('Event reported');
  });
});

describe('issue 36 item 12: an invalid filter, an invalid day and From later than To are said at the field', () => {
  test('German and English messages', async () => {
    mountAt('/archive');
    const filter = page.getByLabelText('Filter (regulärer Ausdruck)');
    await expect.element(filter).toBeVisible();
    await userEvent.fill(filter, 'Sperre([');
    await expect.element(page.getByRole('alert').filter({ hasText: 'Kein gültiger regulärer Ausdruck' })).toBeVisible();
    await expect.element(filter).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(filter, 'Sperre');
    await expect.poll(() => document.querySelector('.archive-filters .field-error')).toBeNull();

    const from = page.getByLabelText('Von');
    await userEvent.fill(from, '31.02.2026');
    await userEvent.click(filter);
    await expect.element(page.getByRole('alert').filter({ hasText: 'Kein gültiges Datum (TT.MM.JJJJ)' })).toBeVisible();

    const to = (await page.getByLabelText('Bis').element()) as HTMLInputElement;
    const [day, month, year] = to.value.split('.');
    await userEvent.fill(from, `${day}.${month}.${Number(year) + 1}`);
    await userEvent.click(filter);
    await expect.element(page.getByRole('alert').filter({ hasText: '„Von“ liegt nach „Bis“' })).toBeVisible();
    expect(page.getByText('Kein gültiges Datum').elements()).toHaveLength(0);

    await i18next.changeLanguage('en');
    await expect.element(page.getByRole('alert').filter({ hasText: '“From” is later than “To”' })).toBeVisible();
    await userEvent.fill(page.getByLabelText('Filter (regular expression)'), '(');
    await expect.element(page.getByRole('alert').filter({ hasText: 'Not a valid regular expression' })).toBeVisible();
  });
});

describe('issue 36 item 11 and the print button on the archive detail', () => {
  test('an alert shows its time in the page format (spec archive.md §3: alerts carry a time)', async () => {
    mountAt('/archive');
    addAlert({ type: 'alert-info', msg: 'archive.title' });
    const time = () => document.querySelector<HTMLTimeElement>('.alert time');
    await expect.poll(() => time()?.textContent).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(Math.abs(new Date(time()!.dateTime).getTime() - Date.now())).toBeLessThan(60_000);
    await i18next.changeLanguage('en');
    await expect.poll(() => time()?.textContent).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  });

  test("'Drucken' on the detail prints the page", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const [round] = await archivedRounds();
    mountAt(`/archive/${round.instanceId}`);
    await userEvent.click(page.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('issue 36, also expected by users: on a phone the round-name column stays while the list scrolls sideways', () => {
  test('at 360 px the name cell keeps its place when the table scrolls', async () => {
    await page.viewport(360, 740);
    mountAt('/archive');
    const nameCell = () => document.querySelector<HTMLElement>('.archive-table tbody tr td:nth-child(2)');
    await expect.poll(nameCell, { timeout: 30_000 }).not.toBeNull();
    const scroller = nameCell()!.closest<HTMLElement>('.table-scroll')!;
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const before = nameCell()!.getBoundingClientRect().left;
    scroller.scrollLeft = 300;
    await expect.poll(() => scroller.scrollLeft).toBe(300);
    await expect.poll(() => nameCell()!.getBoundingClientRect().left).toBeLessThanOrEqual(before);
    expect(nameCell()!.getBoundingClientRect().left).toBeGreaterThanOrEqual(scroller.getBoundingClientRect().left - 1);
  });
});

describe('issue 36, also expected by users: CSV export of the filtered archive list', () => {
  test('the rounds of the filter in its sort, the German headers, times as the list shows them', async () => {
    mountAt('/archive');
    await userEvent.fill(page.getByLabelText('Filter (regulärer Ausdruck)'), 'GEPATSCH\\s+kontroll');
    await expect.poll(() => document.querySelector('.archive-count')?.textContent).toMatch(/^2 von/);
    const from = ((await page.getByLabelText('Von').element()) as HTMLInputElement).value;
    const to = ((await page.getByLabelText('Bis').element()) as HTMLInputElement).value;
    const toIso = (day: string) => day.split('.').reverse().join('-');
    const csv = await workerApi().archiveCsv({ text: 'GEPATSCH\\s+kontroll', range: { from: toIso(from), to: toIso(to) } }, 'de', ['Erstellt', 'Messtour']);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Erstellt;Messtour');
    expect(lines).toHaveLength(3);
    for (const line of lines.slice(1)) expect(line).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d;Sperre Gepatsch Kontrollgang;/);
    // the rows follow the count line as a transition
    const listed = () => [...document.querySelectorAll('.archive-table tbody tr td:first-child')].map((cell) => cell.textContent);
    await expect.poll(listed).toEqual(lines.slice(1).map((line) => line.split(';')[0]));
  });
});
