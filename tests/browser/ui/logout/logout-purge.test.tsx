// issue 10: logout on a shared device. The worker removes the user's data (IndexedDB, Cache Storage); copies not
// posted are never dropped silently: logout asks first, and deleting them needs the round's name typed.
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { UnsentCopiesDialog } from '../../../../src/ui/app/UnsentCopiesDialog';
import { purgeBeforeLogout } from '../../../../src/ui/state/logout-purge';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';
import { testJpeg } from '../../worker/round-helpers';
import { appDatabaseName, DEMO_ROUND_ID, DEMO_ROUND_NAME, mountAt, startAppOnce, unmountScreens } from '../mount';
import { historyOf } from '../../worker/read-topic';

beforeAll(() => startAppOnce('logout', { listGroups: true }));
afterEach(unmountScreens);

function openAppDatabase(): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(appDatabaseName());
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Record counts per object store and the cache keys, read directly from the app's IndexedDB database. */
async function storedRecords(): Promise<{ counts: Record<string, number>; cacheKeys: string[] }> {
  const db = await openAppDatabase();
  const names = [...db.objectStoreNames];
  const tx = db.transaction(names, 'readonly');
  const asked = <T,>(request: IDBRequest<T>) => new Promise<T>((resolve) => (request.onsuccess = () => resolve(request.result)));
  const counts = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await asked(tx.objectStore(name).count())] as const)));
  const cacheKeys = (await asked(tx.objectStore('cache').getAllKeys())).map(String).sort();
  db.close();
  return { counts, cacheKeys };
}

/** Puts a record into one of the app's object stores as the worker stores it. */
async function putRecord(storeName: 'meteoDrafts' | 'outbox', record: object): Promise<void> {
  const db = await openAppDatabase();
  const tx = db.transaction(storeName, 'readwrite');
  tx.objectStore(storeName).put(record);
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

/** A meteo draft as the worker stores it (store meteoDrafts, key [mrId, staNumber, month]). */
function putMeteoDraft(draft: { mrId: string; staNumber: string; month: string; rows: unknown[]; savedTime: string }): Promise<void> {
  return putRecord('meteoDrafts', draft);
}

/** The keys of the stored photos. */
async function storedPhotoIds(): Promise<string[]> {
  const db = await openAppDatabase();
  const request = db.transaction('photos', 'readonly').objectStore('photos').getAllKeys();
  const keys = await new Promise<IDBValidKey[]>((resolve) => (request.onsuccess = () => resolve(request.result)));
  db.close();
  return keys.map(String);
}

describe('issue 10 logout purges the device and never drops unsent copies silently', () => {
  test('an unsent copy stops the logout; deleting it needs its name; then IndexedDB and the personal caches are empty', async () => {
    const view = await workerApi().createOfflineRound(DEMO_ROUND_ID);
    await historyOf(workerApi(), [view.round.entries[0].tsId]);
    await workerApi().loadGroup(DEMO_ROUND_ID);
    await (await caches.open('hwe-personal-test')).put('/personal', new Response('of the last user'));
    await (await caches.open('workbox-precache-v2-test')).put('/index.html', new Response('app shell'));
    const before = await storedRecords();
    expect(before.counts).toMatchObject({ rounds: 1, groups: 1 });
    expect(before.counts.history).toBeGreaterThan(0);

    mountAt('/', <UnsentCopiesDialog onDeleteConfirmed={(instanceIds) => void purgeBeforeLogout(instanceIds)} />);
    expect(await purgeBeforeLogout()).toBe(false);
    const dialog = page.getByRole('dialog', { name: 'Nicht übertragene Messtouren' });
    await expect.element(dialog).toHaveTextContent('Auf diesem Gerät sind Messtouren noch nicht übertragen: 1.');
    await expect.element(dialog.getByRole('link', { name: 'Jetzt übertragen' })).toBeVisible();
    expect(await workerApi().listOfflineRounds()).toHaveLength(1);

    const deleteButton = page.getByRole('button', { name: 'Löschen und abmelden' });
    const nameField = page.getByRole('textbox', { name: `Zum Löschen den Namen eingeben: ${DEMO_ROUND_NAME}` });
    await expect.element(deleteButton).toBeDisabled();
    await userEvent.fill(nameField, 'Demo Pegelrunde');
    await expect.element(deleteButton).toBeDisabled();
    await userEvent.fill(nameField, DEMO_ROUND_NAME);
    await userEvent.click(deleteButton);

    await expect.poll(() => store.unsentAtLogout).toBeUndefined();
    const after = await storedRecords();
    for (const name of ['rounds', 'photos', 'outbox', 'meteoDrafts', 'groups', 'history', 'maps', 'documents', 'archiveBlocks']) expect(after.counts[name], name).toBe(0);
    expect(after.cacheKeys.filter((key) => key !== 'localSettings' && key !== 'config')).toEqual([]);
    expect(await caches.has('hwe-personal-test')).toBe(false);
    expect(await caches.has('workbox-precache-v2-test')).toBe(true);
    // the next user sees none of the last user's copies
    expect(await workerApi().listOfflineRounds()).toEqual([]);
    await caches.delete('workbox-precache-v2-test');
  });

  test('issue 34: a stored meteo draft stops the logout too; the question lists it beside the copy, dates in German', async () => {
    const view = await workerApi().createOfflineRound(DEMO_ROUND_ID);
    await putMeteoDraft({ mrId: '9', staNumber: '71234', month: '2026-11', rows: [], savedTime: '2026-11-27T12:18:44.000Z' });
    mountAt('/', <UnsentCopiesDialog onDeleteConfirmed={(ids) => void purgeBeforeLogout(ids)} />);
    expect(await purgeBeforeLogout()).toBe(false);
    const dialog = page.getByRole('dialog', { name: 'Nicht übertragene Messtouren' });
    await expect.element(dialog).toHaveTextContent('Auf diesem Gerät sind Messtouren noch nicht übertragen: 2.');
    await expect.element(dialog.getByRole('listitem').nth(1)).toHaveTextContent(/^Meteo-Werte: +71234 2026-11 \(27\.11\.2026 \d\d:\d\d\)$/);
    await expect.element(dialog.getByRole('listitem').nth(0)).toHaveTextContent(new RegExp(`^${DEMO_ROUND_NAME} \\(\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d\\)`));
    // a draft alone never goes without the question: the purge that names only the copy is refused
    await expect(workerApi().purgePersonalData([view.round.instanceId])).rejects.toMatchObject({ code: 'UNSENT_COPIES' });
    expect((await storedRecords()).counts.meteoDrafts).toBe(1);

    await userEvent.fill(page.getByRole('textbox', { name: `Zum Löschen den Namen eingeben: ${DEMO_ROUND_NAME}` }), DEMO_ROUND_NAME);
    await userEvent.click(page.getByRole('button', { name: 'Löschen und abmelden' }));
    await expect.poll(() => store.unsentAtLogout).toBeUndefined();
    expect((await storedRecords()).counts).toMatchObject({ rounds: 0, meteoDrafts: 0 });
  });

  test('issue 34 "the logout question lists every unsent thing": a copy\'s photo and its upload that failed are counted beside it', async () => {
    const view = await workerApi().createOfflineRound(DEMO_ROUND_ID);
    const { instanceId } = view.round;
    await workerApi().addPhoto(instanceId, { entryKey: view.rows[0].entryKey, remark: 'tsRemark' }, await testJpeg());
    const [photoId] = await storedPhotoIds();
    // the image task an upload refused twice leaves behind (the readings were sent, the photo was not)
    await putRecord('outbox', {
      id: `${instanceId}:image:${photoId}`, instanceId, mrId: DEMO_ROUND_ID, kind: 'image', state: 'error', attempts: 2, order: 1, photoId,
      updated: '2026-11-27T12:18:44.000Z', failure: { code: 'HTTP' },
    });
    mountAt('/', <UnsentCopiesDialog onDeleteConfirmed={(ids) => void purgeBeforeLogout(ids)} />);
    expect(await purgeBeforeLogout()).toBe(false);
    const dialog = page.getByRole('dialog', { name: 'Nicht übertragene Messtouren' });
    await expect.element(dialog.getByRole('listitem').nth(0)).toHaveTextContent(new RegExp(`^${DEMO_ROUND_NAME} .*Fotos: 1, offene Übertragungen: 1`));

    await userEvent.fill(page.getByRole('textbox', { name: `Zum Löschen den Namen eingeben: ${DEMO_ROUND_NAME}` }), DEMO_ROUND_NAME);
    await userEvent.click(page.getByRole('button', { name: 'Löschen und abmelden' }));
    await expect.poll(() => store.unsentAtLogout).toBeUndefined();
    expect((await storedRecords()).counts).toMatchObject({ rounds: 0, photos: 0, outbox: 0 });
  });

  test('cancel keeps the copies and the data', async () => {
    await workerApi().createOfflineRound(DEMO_ROUND_ID);
    mountAt('/', <UnsentCopiesDialog onDeleteConfirmed={(instanceIds) => void purgeBeforeLogout(instanceIds)} />);
    expect(await purgeBeforeLogout()).toBe(false);
    await userEvent.click(page.getByRole('button', { name: 'Abbrechen' }));
    await expect.poll(() => store.unsentAtLogout).toBeUndefined();
    expect(await workerApi().listOfflineRounds()).toHaveLength(1);
    expect((await storedRecords()).counts.rounds).toBe(1);
  });
});
