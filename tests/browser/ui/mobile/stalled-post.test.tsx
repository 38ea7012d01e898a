// issue 34 item "Stalled post, UI": a post the network holds shows a cancel under the transfer status; cancel (or the
// time limit, shortened here through the session's transferStallMs) leaves the copy "outcome unknown" with a clear text
// and locked; the next post asks the server first and tells whether the round had arrived or is posted now. The app's
// real worker, the real server behind the fault proxy.
import { proxy } from 'comlink';
import i18next from 'i18next';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiPaths } from '../../../../src/shared/api';
import { workerApi } from '../../../../src/ui/worker-client';
import { appDatabaseName, pointWorkerAt, unmountScreens } from '../mount';
import { completedRoundOnServer, editedRoundView, keyAt, numberRows, plausibleValue } from '../../worker/round-helpers';
import { storedValues } from '../../worker/transfer-helpers';
import { faultyServer } from '../../worker/start-worker';
import { DEMO_ROUND_ID, mountAt, startApp } from './mount-app';

const UNSETTLED = 'Ob der Server die letzte Übertragung erhalten hat, ist unbekannt.';

afterEach(async () => {
  unmountScreens();
  await pointWorkerAt();
});

/** A copy with one value, its worker sending through its own fault proxy scope; the overview mounted. */
async function overviewOfFilledCopy(label: string, transferStallMs?: number) {
  await startApp();
  const server = faultyServer(label);
  await workerApi().init({ browser: 'Chromium', standalone: false, databaseName: appDatabaseName(), apiBase: server.apiBase, transferStallMs }, proxy(async () => undefined));
  const created = await workerApi().createOfflineRound(DEMO_ROUND_ID);
  const [row] = numberRows(created);
  const view = await editedRoundView(workerApi(), created.round.instanceId, [{ kind: 'entry', entryKey: keyAt(created, row), patch: { value: plausibleValue(created, row) } }]);
  mountAt(`/mobile/${view.round.instanceId}/overview`);
  await expect.element(page.getByRole('table')).toBeVisible();
  return { server, view, row, postPath: apiPaths.postMeasureRound(view.round.mrId) };
}

test('issue 34 item "Stalled post, UI": the held post shows a cancel; cancel leaves the copy outcome-unknown with a clear text; the next post settles it once', async () => {
  const { server, view, row, postPath } = await overviewOfFilledCopy('ui-stalled-cancel');
  await server.failNext({ method: 'POST', path: postPath, times: 1, mode: 'hold' });
  await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
  const cancel = page.getByRole('button', { name: 'Übertragung abbrechen' });
  await expect.element(cancel).toBeVisible();
  await expect.poll(() => server.requestCount('POST', postPath)).toBe(1);
  await userEvent.click(cancel);

  await expect.element(page.getByText(UNSETTLED)).toBeVisible();
  await expect.element(page.getByText('Der Vorgang wurde abgebrochen.').first()).toBeVisible();
  await expect.element(page.getByRole('listitem').filter({ hasText: 'Messwerte: Fehler' })).toHaveTextContent('Der Vorgang wurde abgebrochen.');
  await expect.element(cancel).not.toBeInTheDocument();
  expect(await server.requestCount('POST', postPath)).toBe(1);
  await expect(workerApi().editRound(view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch: { value: 1 } }])).rejects.toMatchObject({
    code: 'POST_UNSETTLED',
  });

  // the held request never reached the server: the next post asks first, does not find the round, posts it now and says so
  await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
  await expect.element(page.getByText('Daten übertragen: 1', { exact: false })).toBeVisible();
  await expect.element(page.getByText('Die letzte Übertragung war nicht beim Server angekommen; die Messtour wurde jetzt übertragen.')).toBeVisible();
  expect(await server.requestCount('POST', postPath)).toBe(2);
  expect(await storedValues(view.round.instanceId, view.round.entries[row].tsId)).toHaveLength(1);
  await server.release();
}, 60_000);

test('issue 34 items "Stalled post, UI", "the time-out text says the limit applied" and "words that match the cause": a post without an answer ends on its time limit (shortened to 0.8 s) with that limit in the alert and the transfer list, German and English, and outcome unknown', async () => {
  const { server, postPath } = await overviewOfFilledCopy('ui-stalled-timeout', 800);
  await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'hold' });
  await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
  await expect.element(page.getByRole('button', { name: 'Übertragung abbrechen' })).toBeVisible();
  // two tries of 0.8 s each, 5 s apart (spec entry.md §9)
  await expect.element(page.getByText('Der Server hat nicht innerhalb von 0,8 Sekunden geantwortet', { exact: false }).first(), { timeout: 30_000 }).toBeVisible();
  await expect.element(page.getByText(UNSETTLED)).toBeVisible();
  expect(await server.requestCount('POST', postPath)).toBe(2);
  // issue 34 "words that match the cause": the transfer list words the failure's code, never the worker's English text
  const failedBody = page.getByRole('listitem').filter({ hasText: 'Messwerte: Fehler' });
  await expect.element(failedBody).toHaveTextContent('Der Server hat nicht innerhalb von 0,8 Sekunden geantwortet');
  await expect.element(failedBody).not.toHaveTextContent('No answer within');
  await i18next.changeLanguage('en');
  try {
    await expect.element(page.getByText('The server did not answer within 0.8 seconds', { exact: false }).first()).toBeVisible();
    const failedInEnglish = page.getByRole('listitem').filter({ hasText: 'Readings: error' });
    await expect.element(failedInEnglish).toHaveTextContent('The server did not answer within 0.8 seconds');
    await expect.element(failedInEnglish).not.toHaveTextContent('No answer within');
  } finally {
    await i18next.changeLanguage('de');
  }
  await server.release();
}, 60_000);

test('issue 34 item "the next try asks the server first", UI: a post whose answers were cut had arrived; the next post says so and sends nothing again', async () => {
  const { server, view, row, postPath } = await overviewOfFilledCopy('ui-arrived-earlier');
  await server.failNext({ method: 'POST', path: postPath, times: 2, mode: 'cut' });
  await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
  await expect.element(page.getByText(UNSETTLED), { timeout: 30_000 }).toBeVisible();
  expect((await completedRoundOnServer(view.round.instanceId)).status).toBe(200);

  await userEvent.click(page.getByRole('button', { name: 'Übertragen' }));
  await expect.element(page.getByText('Die Messtour war schon auf dem Server: die letzte Übertragung ist dort angekommen.', { exact: false })).toBeVisible();
  expect(await server.requestCount('POST', postPath)).toBe(2);
  expect(await storedValues(view.round.instanceId, view.round.entries[row].tsId)).toHaveLength(1);
}, 60_000);
