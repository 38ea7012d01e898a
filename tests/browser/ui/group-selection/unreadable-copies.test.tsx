// issue 14: an offline copy stored in a shape the worker cannot read (damaged, or from another version) is
// left out of the group selection's offline copies, the others still listed, and the user is told in German
// how many could not be shown; the record stays stored.
import { asTsId } from '../../../../src/shared/contract/ids';
import { proxy } from 'comlink';
import { openDB } from 'idb';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { OfflineCopies } from '../../../../src/ui/screens/group-selection/OfflineCopies';
import { loadOfflineCopies } from '../../../../src/ui/state/offline-copies';
import { initI18n } from '../../../../src/ui/i18n';
import { workerApi } from '../../../../src/ui/worker-client';
import { DEMO_ROUND_NAME, mountAt } from '../mount';

/** A worker on a database of its own holding one offline copy of the demo round, and that database opened beside it. */
async function demoCopyInFreshDatabase(namePrefix: string) {
  const databaseName = `${namePrefix}-${crypto.randomUUID()}`;
  await workerApi().init({ browser: 'Chromium', standalone: false, databaseName }, proxy(async () => undefined));
  await initI18n('de');
  const groups = await workerApi().listGroups();
  const demo = groups.groups.find((group) => group.mrName === DEMO_ROUND_NAME)!;
  const copy = (await workerApi().createOfflineRound(demo.mrId)).round;
  return { copy, db: await openDB(databaseName) };
}

test('issue 14: the unreadable copy is skipped and counted, the readable one listed', async () => {
  const { copy, db } = await demoCopyInFreshDatabase('hwe-ui-unreadable');
  const broken = { ...copy, instanceId: crypto.randomUUID(), entries: [{ tsId: copy.entries[0].tsId, dt: '2026-03-15T07:00:00Z', value: 1 }] };
  await db.put('rounds', broken);
  db.close();

  await loadOfflineCopies(); // the group selection loads them before it shows them
  const mounted = mountAt('/', <OfflineCopies />);
  const note = page.getByRole('status').filter({ hasText: '1 Datensatz konnte nicht angezeigt werden.' });
  await expect.element(note).toBeVisible();
  await expect.element(page.getByRole('link', { name: new RegExp(DEMO_ROUND_NAME) })).toBeVisible();
  expect((await workerApi().listOfflineRounds()).map((summary) => summary.instanceId)).toEqual([copy.instanceId]);
  expect(await workerApi().listUnreadableRecords()).toEqual([
    expect.objectContaining({ code: 'INVALID_RECORD', record: `offline round ${broken.instanceId}`, field: 'entries.0.staName' }),
  ]);
  mounted.unmount();
});

test('issue 14: the note counts other stored records the worker skipped too (here a cached group), with record and field', async () => {
  const { copy, db } = await demoCopyInFreshDatabase('hwe-ui-unreadable-others');
  await db.put('rounds', { ...copy, instanceId: crypto.randomUUID(), mrName: 7 });
  await db.put('groups', { mrId: 'kaputt', mrName: 'Kaputt', mrGroup: 'Test', entries: [{ tsId: 'TS-K', staNumber: '1', tsParameter: 'W' }] }, 'kaputt');
  db.close();
  // the worker reads the stored groups looking for a series' entry (the chart does so)
  expect(await workerApi().findTimeseriesEntry(asTsId('TS-K'))).toBeUndefined();

  await loadOfflineCopies(); // the group selection loads them before it shows them
  const mounted = mountAt('/', <OfflineCopies />);
  const note = page.getByRole('status').filter({ hasText: '2 Datensätze konnten nicht angezeigt werden.' });
  await expect.element(note).toBeVisible();
  await note.getByText('2 Datensätze konnten nicht angezeigt werden.').click();
  await expect.element(note.getByText('stored measure round kaputt: entries.0.staName')).toBeVisible();
  await expect.element(page.getByRole('link', { name: new RegExp(DEMO_ROUND_NAME) })).toBeVisible();
  mounted.unmount();
});

test('issue 14: stored config screen settings that break their schema give the spec defaults and are counted in the note', async () => {
  const { db } = await demoCopyInFreshDatabase('hwe-ui-unreadable-settings');
  await db.put('cache', { mode: 2, defaultTime: '9 Uhr' }, 'localSettings');
  db.close();
  expect(await workerApi().getConfig()).toMatchObject({ mode: 1, defaultTime: '12:00' });

  await loadOfflineCopies(); // the group selection loads them before it shows them
  const mounted = mountAt('/', <OfflineCopies />);
  const note = page.getByRole('status').filter({ hasText: '1 Datensatz konnte nicht angezeigt werden.' });
  await expect.element(note).toBeVisible();
  await note.getByText('1 Datensatz konnte nicht angezeigt werden.').click();
  await expect.element(note.getByText('stored localSettings: defaultTime')).toBeVisible();
  await expect.element(page.getByRole('link', { name: new RegExp(DEMO_ROUND_NAME) })).toBeVisible();
  mounted.unmount();
});
