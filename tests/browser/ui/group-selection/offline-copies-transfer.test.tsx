// The group selection's offline copies while the worker resumes a post interrupted by a reload
// (docs/decisions/worker.md, Transfers), with the app's real worker, the real server behind the fault proxy.
import { proxy } from 'comlink';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, test } from 'vitest';
import { initI18n } from '../../../../src/ui/i18n';
import { OfflineCopies } from '../../../../src/ui/screens/group-selection/OfflineCopies';
import { loadOfflineCopies } from '../../../../src/ui/state/offline-copies';
import { workerApi } from '../../../../src/ui/worker-client';
import { filledCopy } from '../../worker/transfer-helpers';
import { transfersOf } from '../../worker/round-helpers';

test('spec entry.md §2/§4: a copy whose post is being resumed is listed as being transferred, not as a link, and leaves the list once posted', async () => {
  const copy = await filledCopy('uiresume');
  await copy.server.failNext({ method: 'POST', path: copy.postPath, times: 1, mode: 'refuse' });
  void copy.worker.api.postRound(copy.instanceId);
  await expect.poll(() => transfersOf(copy.worker.api, copy.instanceId)).toEqual([expect.objectContaining({ state: 'queued', attempts: 1 })]);
  copy.worker.terminate();

  // the reloaded page: the resumed body fails once more, so the list is seen while it runs
  await copy.server.failNext({ method: 'POST', path: copy.postPath, times: 1, mode: 'refuse' });
  await workerApi().init({ browser: 'Chromium', standalone: false, databaseName: copy.databaseName, apiBase: copy.server.apiBase }, proxy(async () => undefined));
  await initI18n('de');
  await loadOfflineCopies(); // the group selection loads them before it shows them
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <OfflineCopies />
    </Router>,
  );

  await expect.poll(() => container.querySelector('.offline-copies li')?.textContent).toContain('wird übertragen …');
  expect(container.querySelector('.offline-copies li')!.textContent).toContain(copy.view.round.mrName);
  expect(container.querySelector('.offline-copies a')).toBeNull();

  await expect.poll(() => container.querySelector('.offline-copies'), { timeout: 10_000 }).toBeNull();
  expect(await workerApi().listOfflineRounds()).toEqual([]);
  root.unmount();
  container.remove();
}, 30_000);
