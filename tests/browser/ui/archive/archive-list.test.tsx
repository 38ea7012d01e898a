import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createRoot } from 'react-dom/client';
import { archiveStore } from '../../../../src/ui/state/archive/archive-store';
import { Pagination } from '../../../../src/ui/screens/archive/Pagination';
import { mountAt, startApp, type Mounted } from './mount-archive';
import { unmountScreens } from '../mount';
import { typeAtCaret } from '../type-at-caret';
import { demoRoundId, editedRoundView, keyAt, numberRows, plausibleValue } from '../../worker/round-helpers';
import { startWorker, uniqueDatabaseName } from '../../worker/start-worker';

/** 'Sperre Gepatsch Kontrollgang' has two archived rounds: one decided 35 days ago, one waiting for decision 1 (4 days ago). */
const GEPATSCH = 'Sperre Gepatsch Kontrollgang';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(() => {
  unmountScreens();
  archiveStore.query = { text: '', range: {}, page: 1 };
});

const countLine = () => document.querySelector('.archive-count')?.textContent ?? '';
const bodyRows = () => [...document.querySelectorAll<HTMLTableRowElement>('.archive-table tbody tr')];

async function openArchive(): Promise<void> {
  mounted = mountAt('/archive');
  await expect.element(page.getByRole('heading', { name: 'Archiv' })).toBeVisible();
  // every test starts unfiltered: wait until the list answers that query, not the filter of the test before
  await expect.poll(() => countLine().match(/^(\d+) von (\d+) Messtouren werden gefunden$/)?.slice(1, 3)).toSatisfy((counts) => !!counts && counts[0] === counts[1]);
  // the page's rows follow a part at a time (issue 13)
  const total = Number(countLine().match(/^(\d+)/)![1]);
  await expect.poll(() => bodyRows().length).toBe(Math.min(total, 100));
}

describe('spec archive.md §2 Archive list', () => {
  test("count line 'x von y Messtouren werden gefunden' over all rounds, the date range defaulting to the earliest–latest creation day", async () => {
    await openArchive();
    const [, found, total] = countLine().match(/^(\d+) von (\d+)/)!;
    // the demo archive holds 14 completed rounds; other test files may have posted more
    expect(Number(total)).toBeGreaterThanOrEqual(14);
    expect(found).toBe(total);
    expect(bodyRows()).toHaveLength(Math.min(Number(total), 100));
    const creationDays = bodyRows().map((row) => row.cells[0].textContent!.slice(0, 10).split('.').reverse().join('-')).sort();
    // shown in the page's format dd.MM.yyyy (issue 12)
    await expect.element(page.getByLabelText('Von')).toHaveValue(creationDays[0].split('-').reverse().join('.'));
    await expect.element(page.getByLabelText('Bis')).toHaveValue(creationDays.at(-1)!.split('-').reverse().join('.'));
  });

  test('the filter is a case-insensitive regular expression; a row needing a decision is a warning with an edit icon in decision 1', async () => {
    await openArchive();
    const total = countLine().match(/von (\d+)/)![1];
    await userEvent.fill(page.getByLabelText('Filter (regulärer Ausdruck)'), 'GEPATSCH\\s+kontroll');
    await expect.poll(countLine).toBe(`2 von ${total} Messtouren werden gefunden`);
    // the count line shows the worker's answer at once, the rows follow as a transition (issue 13)
    const names = () => bodyRows().map((row) => row.cells[1].querySelector('a')!.textContent);
    await expect.poll(names).toEqual([GEPATSCH, GEPATSCH]);
    const rows = bodyRows();
    const warning = rows.filter((row) => row.classList.contains('row-warning'));
    expect(warning).toHaveLength(1);
    expect(warning[0].cells[4].querySelector('[aria-label="Entscheidung erforderlich"]')).not.toBeNull();
    const decided = rows.find((row) => !row.classList.contains('row-warning'))!;
    expect(decided.cells[4].textContent).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    expect(decided.cells[6].textContent).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d/);

    // the regular expression also searches stations: GEP05V99 belongs to both Gepatsch rounds only
    await userEvent.fill(page.getByLabelText('Filter (regulärer Ausdruck)'), 'gep05v99');
    await expect.poll(countLine).toBe(`2 von ${total} Messtouren werden gefunden`);
  });

  test('a character typed inside the filter text goes in at the caret, and the caret stays behind it', async () => {
    await openArchive();
    const filter = page.getByLabelText('Filter (regulärer Ausdruck)');
    await userEvent.fill(filter, 'gep');
    const field = await typeAtCaret(filter, 1, 'X');
    await expect.element(filter).toHaveValue('gXep');
    expect(field.selectionStart).toBe(2);
  });

  test('sorting by creation time: first click ascending, second descending, third clears', async () => {
    await openArchive();
    const header = page.getByRole('button', { name: 'Erstellt', exact: true });
    const creation = () => bodyRows().map((row) => row.dataset.instanceId);
    const unsorted = creation();
    const times = () => {
      const rounds = archiveStore.view.page!.rows;
      return creation().map((id) => Date.parse(rounds.find((round) => round.instanceId === id)?.creationTime ?? ''));
    };
    // the header shows the sort at once, the rows follow as a transition (issue 13)
    const sortedBy = (order: (a: number, b: number) => number) => () => {
      const shown = times();
      return shown.every((time) => !Number.isNaN(time)) && shown.join() === [...shown].sort(order).join();
    };

    const ariaSort = () => header.element().closest('th')!.getAttribute('aria-sort');
    await header.click();
    await expect.poll(ariaSort).toBe('ascending');
    await expect.poll(sortedBy((a, b) => a - b)).toBe(true);

    await header.click();
    await expect.poll(ariaSort).toBe('descending');
    await expect.poll(sortedBy((a, b) => b - a)).toBe(true);

    await header.click();
    await expect.poll(ariaSort).toBe('none');
    await expect.poll(creation).toEqual(unsorted);
  });

  test("the report button opens /archive/report/{instanceIds}?title='report {filter} {from}–{to}' for the filtered, sorted rounds", async () => {
    await openArchive();
    await userEvent.fill(page.getByLabelText('Filter (regulärer Ausdruck)'), 'Gepatsch');
    await expect.poll(() => bodyRows().length).toBe(2);
    const header = page.getByRole('button', { name: 'Erstellt', exact: true });
    await header.click();
    await header.click();
    await expect.poll(() => header.element().closest('th')!.getAttribute('aria-sort')).toBe('descending');
    // the rows follow the worker's answer as a transition (issue 13)
    const shownIds = () => bodyRows().map((row) => row.dataset.instanceId!);
    const newestFirst = [...archiveStore.view.page!.rows].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
    await expect.poll(shownIds).toEqual(newestFirst.map((round) => round.instanceId));
    const ids = shownIds();
    const from = (page.getByLabelText('Von').element() as HTMLInputElement).value;
    const to = (page.getByLabelText('Bis').element() as HTMLInputElement).value;

    await page.getByRole('button', { name: 'Report' }).click();
    const expected = `/archive/report/${ids.join(',')}?title=${encodeURIComponent(`report Gepatsch ${from}–${to}`)}`;
    await expect.poll(() => mounted!.path()).toBe(expected);
    await expect.element(page.getByRole('heading', { level: 1, name: `report Gepatsch ${from}–${to}` })).toBeVisible();
  });

  test('a round name links to its detail route', async () => {
    await openArchive();
    await userEvent.fill(page.getByLabelText('Filter (regulärer Ausdruck)'), 'Schneemessung');
    await expect.poll(() => bodyRows().length).toBe(1);
    const id = bodyRows()[0].dataset.instanceId!;
    await page.getByRole('link', { name: 'Schneemessung Sellrain und Kühtai' }).click();
    await expect.poll(() => mounted!.path()).toBe(`/archive/${id}`);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Schneemessung Sellrain und Kühtai' })).toBeVisible();
  });
});

describe('issue 11: the open list is kept current', () => {
  test('a round submitted on another device appears when the user comes back to the window, without a reload', async () => {
    await openArchive();
    const elsewhere = await startWorker({ databaseName: uniqueDatabaseName('archive-list-elsewhere') });
    const view = await elsewhere.api.createOfflineRound(await demoRoundId(elsewhere.api));
    const [row] = numberRows(view);
    await editedRoundView(elsewhere.api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: plausibleValue(view, row) } }]);
    await elsewhere.api.postRound(view.round.instanceId);
    elsewhere.terminate();
    const shown = () => bodyRows().some((tableRow) => tableRow.dataset.instanceId === view.round.instanceId);
    expect(shown()).toBe(false);

    window.dispatchEvent(new Event('focus'));
    await expect.poll(shown).toBe(true);
  });
});

describe('issue 13: the list a part at a time', () => {
  test('while the rows follow, the table keeps room for the whole page; once all are shown, no room is left below the table', async () => {
    await openArchive();
    expect(bodyRows().length).toBeGreaterThan(10);
    const scroller = document.querySelector<HTMLElement>('.archive .table-scroll')!;
    const table = scroller.querySelector('table')!;
    const roomBelowTable = () => scroller.getBoundingClientRect().bottom - table.getBoundingClientRect().bottom;
    // at most a horizontal scroll bar
    await expect.poll(roomBelowTable).toBeLessThan(20);
  });
});

describe('spec archive.md §2 Pagination (100 per page)', () => {
  const pages: number[] = [];
  let container: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;
  const show = (current: number, count: number) => root.render(<Pagination page={current} pages={count} onPage={(number) => pages.push(number)} />);
  const numberButtons = () => [...container.querySelectorAll('.pagination button[aria-label]')].map((button) => button.textContent);

  beforeEach(async () => {
    await startApp();
    pages.length = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  test('previous, page numbers and next; the current page is marked, previous is disabled on the first page', async () => {
    show(1, 3);
    await expect.element(page.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Seite 3' }).click();
    await page.getByRole('button', { name: 'Weiter' }).click();
    expect(pages).toEqual([3, 2]);
  });

  test('issue 13: of 200 pages (20,000 rounds) the first, the last and two on each side of the current page are buttons, gaps are marked', async () => {
    show(100, 200);
    await expect.element(page.getByRole('button', { name: 'Seite 100' })).toHaveAttribute('aria-current', 'page');
    expect(numberButtons()).toEqual(['1', '98', '99', '100', '101', '102', '200']);
    expect(container.querySelectorAll('.pagination-gap')).toHaveLength(2);
    await page.getByRole('button', { name: 'Seite 200' }).click();
    await page.getByRole('button', { name: 'Zurück' }).click();
    expect(pages).toEqual([200, 99]);
    show(2, 200);
    await expect.element(page.getByRole('button', { name: 'Seite 2', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(numberButtons()).toEqual(['1', '2', '3', '4', '200']);
    expect(container.querySelectorAll('.pagination-gap')).toHaveLength(1);
  });
});
