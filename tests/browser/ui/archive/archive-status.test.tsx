// Issue 11: the archive list's status line while the stored rows are read (the worker's side: archive-first-page.test.ts).
// Issue 13: the progress takes the count line's place, so neither pushes the table.
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { flushSync } from 'react-dom';
import type { ArchiveState } from '../../../../src/shared/contract/archive';
import { ArchiveProgressOrCount, ArchiveStatus } from '../../../../src/ui/screens/archive/ArchiveStatus';
import { initTextsOfEveryScreen, mountElement, unmountScreens } from '../mount';

beforeAll(initTextsOfEveryScreen);
afterEach(unmountScreens);

const STORED_AT = '2026-03-02T08:15:00.000Z';

const status = (view: ArchiveState) => (
  <>
    <ArchiveStatus view={view} />
    <ArchiveProgressOrCount view={view} />
  </>
);

describe('issue 11: a page answered from the stored rows read so far', () => {
  test("shows the age line and the reading's progress 'x von y Messtouren geladen' until every row is read", async () => {
    const { root } = mountElement(status({ status: 'ready', storedAt: STORED_AT, progress: { loaded: 2000, total: 20014 } }));
    const bar = page.getByRole('progressbar', { name: '2000 von 20014 Messtouren geladen' });
    await expect.element(bar).toBeVisible();
    expect(bar.element().getAttribute('aria-valuenow')).toBe('10');
    await expect.element(page.getByRole('status')).toHaveTextContent(/^Stand: \d\d\.\d\d\.2026 \d\d:\d\d$/);

    flushSync(() => root.render(status({ status: 'ready', storedAt: STORED_AT })));
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^Stand: /);
  });
});

describe('issue 38: a filter page of a large archive, still counted', () => {
  const filtered = { rows: [], page: 1, defaultRange: {}, skipped: [] };
  test("no count line while the rows are counted; then 'x von y Messtouren werden gefunden' (spec archive.md §2)", async () => {
    const { root } = mountElement(status({ status: 'ready', storedAt: STORED_AT, page: { ...filtered, found: 140, total: 100_014, pages: 2, counting: true } }));
    await expect.element(page.getByRole('status')).toHaveTextContent(/^Stand: /);
    expect(document.querySelector('.archive-count-slot')!.textContent).toBe('');

    flushSync(() => root.render(status({ status: 'ready', storedAt: STORED_AT, page: { ...filtered, found: 9092, total: 100_014, pages: 91 } })));
    await expect.element(page.getByText('9092 von 100014 Messtouren werden gefunden')).toBeVisible();
  });
});
