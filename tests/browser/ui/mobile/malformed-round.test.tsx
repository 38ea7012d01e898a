// issue 34 "Malformed rounds named": a copy whose round had a bad entry names it on its screen; a damaged stored copy
// opened from a link says it is damaged (not that it does not exist). "Settings note visible": a bad /config field
// falls back to its default with a note the user sees, online and offline from the stored config.
import { openDB } from 'idb';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { apiPaths } from '../../../../src/shared/api';
import type { Group } from '../../../../src/shared/schema/group';
import { loadSettingsAndInfo } from '../../../../src/ui/state/actions';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { appDatabaseName, pointWorkerAt, unmountScreens } from '../mount';
import { faultyServer, UNREACHABLE_API } from '../../worker/start-worker';
import { DEMO_ROUND_ID, DEMO_ROUND_NAME, mountAt, newDemoRound, startApp } from './mount-app';

afterEach(async () => {
  unmountScreens();
  store.alerts.splice(0);
  await pointWorkerAt();
});

test('issue 34: an entry of the round that does not match is named on the copy, the rest of the round opens', async () => {
  await startApp();
  const server = faultyServer('ui-bad-entry');
  await pointWorkerAt(server.apiBase);
  const answered = (await (await fetch(`${server.apiBase}${apiPaths.measureRound(DEMO_ROUND_ID)}`)).json()) as Group;
  const [first, ...rest] = answered.entries;
  const body = JSON.stringify({ ...answered, entries: [{ ...first, staNumber: 4711 }, ...rest] });
  await server.failNext({ method: 'GET', path: apiPaths.measureRound(DEMO_ROUND_ID), times: 1, mode: 'answer', body });
  const { round } = await workerApi().createOfflineRound(DEMO_ROUND_ID);

  mountAt(`/mobile/${round.instanceId}/list`);
  await expect.element(page.getByRole('heading', { level: 1, name: DEMO_ROUND_NAME })).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: '1 Datensatz konnte nicht angezeigt werden.' });
  await expect.element(note).toBeVisible();
  await note.getByText('1 Datensatz').click();
  await expect.element(note.getByRole('listitem')).toHaveTextContent(`measure round ${DEMO_ROUND_ID} entry ${first.tsId}: staNumber`);
});

test('issue 34: a damaged copy opened from its link says it is damaged, naming record and field', async () => {
  const { round } = await newDemoRound();
  const db = await openDB(appDatabaseName());
  await db.put('rounds', { ...round, mrName: 7 });
  db.close();

  mountAt(`/mobile/${round.instanceId}/list`);
  await expect
    .element(page.getByText(`Diese Offline-Kopie ist beschädigt und kann nicht geöffnet werden (offline round ${round.instanceId}: mrName).`, { exact: false }))
    .toBeVisible();
  expect(document.body.textContent).not.toContain('gibt es auf diesem Gerät nicht (mehr)');
});

test('issue 34: /config with locale: 7 shows a note naming the setting, online and offline from the stored config', async () => {
  await startApp();
  const server = faultyServer('ui-bad-locale');
  await server.failNext({ method: 'GET', path: apiPaths.config(), times: 1, mode: 'answer', body: JSON.stringify({ locale: 7, showArchive: true }) });
  await pointWorkerAt(server.apiBase);
  const note = 'Die Einstellung „locale“ ist ungültig; es gilt ihr Standardwert.';

  await loadSettingsAndInfo();
  expect(store.settings).toMatchObject({ locale: 'de', showArchive: true });
  mountAt('/');
  await expect.element(page.getByText(note)).toBeVisible();
  store.alerts.splice(0);

  await pointWorkerAt(UNREACHABLE_API);
  await loadSettingsAndInfo();
  await expect.element(page.getByText(note)).toBeVisible();
  expect(store.alerts.filter((alert) => alert.msg === 'config.settingSkipped')).toHaveLength(1);
});
