// Issue 11: the archive list's status line while the stored rows are read (the worker's side: archive-first-page.test.ts).
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { flushSync } from 'react-dom';
import { initI18n } from '../../../../src/ui/i18n';
import { ArchiveStatus } from '../../../../src/ui/screens/archive/ArchiveStatus';
import { mountElement, unmountScreens } from '../mount';

beforeAll(() => initI18n('de'));
afterEach(unmountScreens);

const STORED_AT = '2026-03-02T08:15:00.000Z';

describe('issue 11: a page answered from the stored rows read so far', () => {
  test("shows the reading's progress 'x von y Messtouren geladen' above the age line until every row is read", async () => {
    const { root } = mountElement(<ArchiveStatus view={{ status: 'ready', storedAt: STORED_AT, progress: { loaded: 2000, total: 20014 } }} />);
    const bar = page.getByRole('progressbar', { name: '2000 von 20014 Messtouren geladen' });
    await expect.element(bar).toBeVisible();
    expect(bar.element().getAttribute('aria-valuenow')).toBe('10');
    await expect.element(page.getByRole('status')).toHaveTextContent(/^Stand: \d\d\.\d\d\.2026 \d\d:\d\d$/);

    flushSync(() => root.render(<ArchiveStatus view={{ status: 'ready', storedAt: STORED_AT }} />));
    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent(/^Stand: /);
  });
});
