// Issue 32 (no main-thread task over 50 ms while the worker loads the archive): a pushed state whose page did not change
// (a refresh's or a load's progress, the list's age) renders the status lines, not the table of 100 rows.
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { useProgressiveList } from '../../../../src/ui/components/use-progressive-list';
import { ArchiveStatus } from '../../../../src/ui/screens/archive/ArchiveStatus';
import { archiveStore } from '../../../../src/ui/state/archive/archive-store';
import { workerApi } from '../../../../src/ui/worker-client';
import { unmountScreens } from '../mount';
import { mountAt, startApp } from './mount-archive';

// each render of the archive table reads its rows through useProgressiveList once; each push renders the status line
vi.mock('../../../../src/ui/components/use-progressive-list', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/ui/components/use-progressive-list')>();
  return { useProgressiveList: vi.fn(original.useProgressiveList) };
});
vi.mock('../../../../src/ui/screens/archive/ArchiveStatus', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/ui/screens/archive/ArchiveStatus')>();
  return { ...original, ArchiveStatus: vi.fn(original.ArchiveStatus) };
});

beforeAll(startApp);
afterEach(unmountScreens);

const bodyRows = () => document.querySelectorAll('.archive-table tbody tr').length;

test('issue 32: a refresh that pushes the same page again renders the status line, not the table', async () => {
  mountAt('/archive');
  await expect.element(page.getByText(/^\d+ von \d+ Messtouren werden gefunden$/)).toBeVisible();
  const total = Number(/von (\d+)/.exec(document.querySelector('.archive-count')!.textContent!)![1]);
  // the page's rows are shown a part per frame (issue 13); the table renders no more once all are there
  await expect.poll(bodyRows).toBe(Math.min(total, 100));
  const before = archiveStore.view;
  const tableRenders = vi.mocked(useProgressiveList).mock.calls.length;
  const statusRenders = vi.mocked(ArchiveStatus).mock.calls.length;

  await workerApi().refreshArchive();
  // the refresh's state arrived (its new age) and was rendered
  await expect.poll(() => archiveStore.view.storedAt).not.toBe(before.storedAt);
  await expect.poll(() => vi.mocked(ArchiveStatus).mock.calls.length).toBeGreaterThan(statusRenders);
  expect(archiveStore.view.page).toBe(before.page);
  expect(vi.mocked(useProgressiveList).mock.calls.length).toBe(tableRenders);
  expect(bodyRows()).toBe(Math.min(total, 100));
});
