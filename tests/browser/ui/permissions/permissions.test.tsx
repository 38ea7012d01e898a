// spec archive.md §2 Permission management, §4 Permission entries, §5 validation, §6 role labels, §7 calls, §8 errors.
import { apiPaths, type PermissionsPostBody, type PermissionsResponse } from '../../../../src/shared/api';
import { asMrId } from '../../../../src/shared/contract/ids';
import i18next from 'i18next';
import { ref } from 'valtio';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { permissionsStore } from '../../../../src/ui/state/permissions/permissions-store';
import { store } from '../../../../src/ui/state/store';
import { mountAt, pointWorkerAt, startApp, UNREACHABLE_API, type Mounted } from './mount-admin-screens';
import { unmountScreens } from '../mount';
import { typeAtCaret } from '../type-at-caret';

/** Demo users (src/server/demo/users.ts): 'betriebsleiter' holds HANDEINGABE_RESPONSIBLE2 on every dam round. */
const MANAGER = 'betriebsleiter';
const DAM_ROUND = 'Sperre Gepatsch Kontrollgang';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  store.alerts.splice(0);
  permissionsStore.filter = {};
  // the next mount must wait for its own load, not see the previous test's state
  permissionsStore.status = 'idle';
  await pointWorkerAt();
});

const saveButton = () => page.getByRole('button', { name: 'Speichern', exact: true });
const card = (username: string) => document.querySelector<HTMLElement>(`.user-permissions[data-username="${username}"]`);
const badges = (username: string) => [...(card(username)?.querySelectorAll<HTMLButtonElement>('.role-badge') ?? [])];
const roundRow = (username: string, mrName: string) =>
  [...(card(username)?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])].find((row) => row.cells[0].textContent === mrName);
const choiceList = (legend: string) =>
  [...document.querySelectorAll<HTMLFieldSetElement>('.choice-list')].find((list) => list.querySelector('legend')!.textContent === legend)!;
const checked = (legend: string) =>
  [...choiceList(legend).querySelectorAll<HTMLInputElement>('input')].filter((input) => input.checked).map((input) => input.parentElement!.textContent);
const shown = (legend: string) => [...choiceList(legend).querySelectorAll('label')].map((label) => label.textContent);

async function openPermissions(): Promise<void> {
  mounted = mountAt('/permissions');
  await expect.element(page.getByRole('heading', { name: 'Berechtigungen', level: 1 })).toBeVisible();
  await expect.poll(() => permissionsStore.status).toBe('loaded');
  await expect.poll(() => card(MANAGER)).not.toBeNull();
}

async function expand(username: string): Promise<void> {
  await userEvent.click(card(username)!.querySelector<HTMLButtonElement>('.card-header')!);
  await expect.poll(() => card(username)!.querySelector('.card-header')!.getAttribute('aria-expanded')).toBe('true');
}

async function choose(legend: string, label: string): Promise<void> {
  await userEvent.click(page.elementLocator(choiceList(legend)).getByRole('checkbox', { name: label, exact: true }));
}

/** The server's permissions as any client reads them (issue 37: the worker has only the screen's calls). */
async function permissionsOnServer(): Promise<PermissionsResponse> {
  const response = await fetch(apiPaths.permissions(), { headers: { Accept: 'application/json' } });
  expect(response.status).toBe(200);
  return (await response.json()) as PermissionsResponse;
}

/** Another administrator's save: a plain post of the whole list, as the spec's client sends it. */
async function postAsOtherAdministrator(body: PermissionsPostBody): Promise<void> {
  const response = await fetch(apiPaths.permissions(), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.ok).toBe(true);
}

describe('spec archive.md §2 Permission management: per-user tables, §6 translated role labels, §5 save only with changes', () => {
  test('one expandable table per user with the rounds and their role badges; save disabled without changes', async () => {
    await openPermissions();
    expect([...document.querySelectorAll<HTMLElement>('.user-permissions')].map((element) => element.dataset.username)).toEqual(
      expect.arrayContaining(['beobachter', MANAGER, 'demo', 'sperrenwart']),
    );
    expect(card(MANAGER)!.querySelector('table')).toBeNull();
    await expand(MANAGER);
    expect(roundRow(MANAGER, DAM_ROUND)!.cells[1].textContent).toBe('Betriebsleiter / zweite Entscheidung');
    expect(badges(MANAGER).every((badge) => badge.classList.contains('badge-success'))).toBe(true);
    await expand('sperrenwart');
    expect([...roundRow('sperrenwart', DAM_ROUND)!.querySelectorAll('.role-badge')].map((badge) => badge.textContent).sort()).toEqual([
      'Beobachter',
      'Sperrenwart / erste Entscheidung',
    ]);
    await expect.element(saveButton()).toBeDisabled();
  });
});

describe('spec archive.md §4 Permission entries: existing, NEW, DELETED', () => {
  test('toggling an existing badge marks it DELETED (primary), toggling again restores it; save follows the changes', async () => {
    await openPermissions();
    await expand(MANAGER);
    const badge = () => roundRow(MANAGER, DAM_ROUND)!.querySelector<HTMLButtonElement>('.role-badge')!;
    await userEvent.click(badge());
    await expect.poll(() => badge().className).toContain('badge-primary');
    expect(badge().getAttribute('aria-pressed')).toBe('true');
    expect(badge().textContent).toBe('Betriebsleiter / zweite Entscheidung (wird gelöscht)');
    await expect.element(saveButton()).toBeEnabled();

    await userEvent.click(badge());
    await expect.poll(() => badge().className).toContain('badge-success');
    expect(badge().textContent).toBe('Betriebsleiter / zweite Entscheidung');
    await expect.element(saveButton()).toBeDisabled();
  });

  test('the three-list assignment adds NEW entries (warning) for each chosen combination; toggling a NEW one removes it', async () => {
    await openPermissions();
    await choose('Benutzer', MANAGER);
    await choose('Messtouren', DAM_ROUND);
    await choose('Rollen', 'Beobachter');
    await choose('Rollen', 'Betriebsleiter / zweite Entscheidung');
    await userEvent.click(page.getByRole('button', { name: 'Berechtigungen hinzufügen' }));
    await expand(MANAGER);
    const roles = () => [...roundRow(MANAGER, DAM_ROUND)!.querySelectorAll<HTMLButtonElement>('.role-badge')];
    // the existing RESPONSIBLE2 entry stays as it is, OBSERVE is added as NEW
    await expect.poll(() => roles().map((badge) => [badge.textContent, badge.className.split(' ').at(-1)])).toEqual([
      ['Betriebsleiter / zweite Entscheidung', 'badge-success'],
      ['Beobachter (neu)', 'badge-warning'],
    ]);
    await expect.element(saveButton()).toBeEnabled();

    await userEvent.click(roles()[1]);
    await expect.poll(() => roles().map((badge) => badge.textContent)).toEqual(['Betriebsleiter / zweite Entscheidung']);
    await expect.element(saveButton()).toBeDisabled();
  });

  test("delete-all per user removes the user's NEW entries and marks the existing ones DELETED", async () => {
    await openPermissions();
    await expand(MANAGER);
    const existing = badges(MANAGER).map((badge) => badge.textContent);
    expect(existing.length).toBeGreaterThan(0);
    await choose('Benutzer', MANAGER);
    await choose('Messtouren', DAM_ROUND);
    await choose('Rollen', 'Beobachter');
    await userEvent.click(page.getByRole('button', { name: 'Berechtigungen hinzufügen' }));
    await expect.poll(() => badges(MANAGER).length).toBe(existing.length + 1);

    await userEvent.click(page.elementLocator(card(MANAGER)!).getByRole('button', { name: 'Alle Berechtigungen löschen' }));
    await expect.poll(() => badges(MANAGER).length).toBe(existing.length);
    expect(badges(MANAGER).every((badge) => badge.classList.contains('badge-primary'))).toBe(true);
    expect(badges(MANAGER).map((badge) => badge.textContent)).toEqual(existing.map((text) => `${text} (wird gelöscht)`));
    await expect.element(saveButton()).toBeEnabled();
  });
});

describe('spec archive.md §2 filters by user, round and role; bulk selection by double click', () => {
  test('filters narrow the lists and the tables', async () => {
    await openPermissions();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Benutzer' }), 'BETRIEB');
    await expect.poll(() => [...document.querySelectorAll<HTMLElement>('.user-permissions')].map((element) => element.dataset.username)).toEqual([MANAGER]);
    expect(shown('Benutzer')).toEqual([MANAGER]);

    await userEvent.fill(page.getByRole('searchbox', { name: 'Benutzer' }), '');
    await userEvent.fill(page.getByRole('searchbox', { name: 'Messtour' }), 'gepatsch');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Rolle' }), 'Sperrenwart / erste Entscheidung');
    await expect.poll(() => shown('Rollen')).toEqual(['Sperrenwart / erste Entscheidung']);
    expect(shown('Messtouren').every((name) => /gepatsch/i.test(name!))).toBe(true);
    // the manager holds no first-decision role, the dam keeper does
    expect(card(MANAGER)).toBeNull();
    await expand('sperrenwart');
    expect(badges('sperrenwart').map((badge) => badge.textContent)).toEqual(
      badges('sperrenwart').map(() => 'Sperrenwart / erste Entscheidung'),
    );
    expect(badges('sperrenwart').length).toBeGreaterThan(0);
  });

  test('a character typed inside a filter text goes in at the caret, and the caret stays behind it', async () => {
    await openPermissions();
    const filter = page.getByRole('searchbox', { name: 'Messtour' });
    await userEvent.fill(filter, 'gepatch');
    const field = await typeAtCaret(filter, 5, 's');
    await expect.element(filter).toHaveValue('gepatsch');
    expect(field.selectionStart).toBe(6);
  });

  test('a double click in a list chooses every shown entry; another double click clears them', async () => {
    await openPermissions();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Messtour' }), 'sperre');
    await expect.poll(() => shown('Messtouren').every((name) => /sperre/i.test(name!))).toBe(true);
    const rounds = shown('Messtouren');
    expect(rounds.length).toBeGreaterThan(1);
    await userEvent.dblClick(choiceList('Messtouren').querySelectorAll('label')[1]);
    await expect.poll(() => checked('Messtouren')).toEqual(rounds);
    await userEvent.dblClick(choiceList('Messtouren').querySelectorAll('label')[0]);
    await expect.poll(() => checked('Messtouren')).toEqual([]);
  });
});

describe('spec archive.md §5 a new user name must not already be in the list', () => {
  test('a duplicate (ignoring case) is refused with a message; a new name is listed, chosen and counts as a change', async () => {
    await openPermissions();
    await userEvent.fill(page.getByRole('textbox', { name: 'Neuer Benutzer' }), 'Betriebsleiter');
    await userEvent.click(page.getByRole('button', { name: 'Benutzer anlegen' }));
    await expect.element(page.getByRole('alert').filter({ hasText: 'Den Benutzer „Betriebsleiter“ gibt es bereits.' })).toBeVisible();
    expect(shown('Benutzer').filter((user) => user!.toLowerCase() === MANAGER)).toEqual([MANAGER]);
    await expect.element(saveButton()).toBeDisabled();

    await userEvent.fill(page.getByRole('textbox', { name: 'Neuer Benutzer' }), 'pegelwart-neu');
    await userEvent.click(page.getByRole('button', { name: 'Benutzer anlegen' }));
    await expect.poll(() => checked('Benutzer')).toEqual(['pegelwart-neu']);
    expect(card('pegelwart-neu')).not.toBeNull();
    // the message goes once the form has the answer, not necessarily with the list's render
    await expect.poll(() => document.querySelector('.field-error')).toBeNull();
    await expect.element(saveButton()).toBeEnabled();
  });
});

describe('spec archive.md §7 POST /admin/permissions, §8 success and error alerts', () => {
  test('saved permissions reach the server: after reloading they are there; removing them is saved too', async () => {
    const username = `pruefer-${crypto.randomUUID().slice(0, 8)}`;
    await openPermissions();
    await userEvent.fill(page.getByRole('textbox', { name: 'Neuer Benutzer' }), username);
    await userEvent.click(page.getByRole('button', { name: 'Benutzer anlegen' }));
    await choose('Messtouren', DAM_ROUND);
    await choose('Rollen', 'Sperrenwart / erste Entscheidung');
    await userEvent.click(page.getByRole('button', { name: 'Berechtigungen hinzufügen' }));
    await userEvent.click(saveButton());
    await expect.element(page.getByText('Die Berechtigungen wurden aktualisiert.')).toBeVisible();
    expect(document.querySelector('.alert-success')).not.toBeNull();

    const onServer = await permissionsOnServer();
    expect(onServer.users).toContain(username);
    expect(onServer.permissions.filter((permission) => permission.username === username)).toEqual([
      { username, mrId: expect.anything(), mrName: DAM_ROUND, role: 'HANDEINGABE_RESPONSIBLE1' },
    ]);
    // the screen shows the server's state again: the entry is an existing one now, nothing left to save
    await expect.poll(() => card(username)).not.toBeNull();
    await expand(username);
    expect(badges(username).map((badge) => [badge.textContent, badge.className.split(' ').at(-1)])).toEqual([
      ['Sperrenwart / erste Entscheidung', 'badge-success'],
    ]);
    await expect.element(saveButton()).toBeDisabled();

    await userEvent.click(badges(username)[0]);
    await userEvent.click(saveButton());
    await expect.poll(async () => (await permissionsOnServer()).permissions.filter((permission) => permission.username === username)).toEqual([]);
    await expect.poll(() => badges(username)).toEqual([]);
  });

  test('issue 33: another admin saved meanwhile: nothing is stored, the fresh state shows what they changed and the unsaved edit stays marked', async () => {
    const [mine, theirs] = ['a', 'b'].map((side) => `pruefer-${side}-${crypto.randomUUID().slice(0, 6)}`);
    const before = await permissionsOnServer();
    const damRound = before.permissions.find((permission) => permission.mrName === DAM_ROUND)!.mrId;
    const observe = (username: string) => ({ username, mrId: damRound, role: 'HANDEINGABE_OBSERVE' });
    await postAsOtherAdministrator({ ...before, users: [...before.users, mine], permissions: [...before.permissions, observe(mine)] });
    await openPermissions();
    await expect.poll(() => card(mine)).not.toBeNull();
    await expand(mine);
    await userEvent.click(badges(mine)[0]);
    await expect.poll(() => badges(mine)[0].getAttribute('aria-pressed')).toBe('true');

    // the other administrator saves a grant (a plain post, as the spec's client sends it)
    const current = await permissionsOnServer();
    await postAsOtherAdministrator({ ...current, users: [...current.users, theirs], permissions: [...current.permissions, observe(theirs)] });

    await userEvent.click(saveButton());
    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Speichern der Berechtigungen' });
    await expect.element(alert).toBeVisible();
    expect(alert.element().classList.contains('alert-danger')).toBe(true);
    expect(alert.element().textContent).toContain('Eine andere Administratorin oder ein anderer Administrator hat die Berechtigungen inzwischen gespeichert.');
    const added = page.getByRole('list', { name: 'Von anderer Seite hinzugefügt' });
    await expect.element(added).toHaveTextContent(`${theirs} – ${DAM_ROUND} – Beobachter`);
    // nothing was stored; this admin's revocation is still marked and can be saved now
    expect((await permissionsOnServer()).permissions.filter((permission) => permission.username === mine)).toHaveLength(1);
    await expect.poll(() => card(theirs)).not.toBeNull();
    expect(badges(mine)[0].getAttribute('aria-pressed')).toBe('true');
    expect(badges(mine)[0].textContent).toContain('(wird gelöscht)');
    await expect.element(saveButton()).toBeEnabled();

    await userEvent.click(saveButton());
    await expect.element(page.getByText('Die Berechtigungen wurden aktualisiert.')).toBeVisible();
    const after = await permissionsOnServer();
    expect(after.permissions.filter((permission) => permission.username === mine)).toEqual([]);
    expect(after.permissions.filter((permission) => permission.username === theirs)).toHaveLength(1);
    expect(page.getByRole('list', { name: 'Von anderer Seite hinzugefügt' }).elements()).toHaveLength(0);
  });

  test('a post the server refuses shows alert-danger with api.postTimeseriesError and the server error', async () => {
    await openPermissions();
    // a round the server does not know (it answers 400 and changes nothing), as if it was deleted since the load
    const gone = { mrId: asMrId(987654), mrName: 'Gelöschte Messtour' };
    const { view } = permissionsStore;
    permissionsStore.view = ref({ ...view, rounds: [...view.rounds, gone], choices: { ...view.choices, rounds: [...view.choices.rounds, gone] } });
    await choose('Benutzer', MANAGER);
    await choose('Messtouren', 'Gelöschte Messtour');
    await choose('Rollen', 'Beobachter');
    await userEvent.click(page.getByRole('button', { name: 'Berechtigungen hinzufügen' }));
    await userEvent.click(saveButton());
    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Speichern der Daten' });
    await expect.element(alert).toBeVisible();
    expect(alert.element().classList.contains('alert-danger')).toBe(true);
    expect(alert.element().textContent).toContain('Unknown measure round 987654');
    // the edits are kept for another try
    await expect.element(saveButton()).toBeEnabled();
    expect((await permissionsOnServer()).permissions.some((permission) => String(permission.mrId) === '987654')).toBe(false);
  });

  test("a load failure shows the danger alert 'permissions.loadingError'", async () => {
    await pointWorkerAt(UNREACHABLE_API);
    mounted = mountAt('/permissions');
    const alert = page.getByRole('alert').filter({ hasText: 'Die Berechtigungen konnten nicht geladen werden.' });
    await expect.element(alert).toBeVisible();
    expect(alert.element().classList.contains('alert-danger')).toBe(true);
    expect(document.querySelector('.user-permissions')).toBeNull();
  });
});

describe("spec archive.md §8 unsaved changes: leave warning and confirm 'permissions.unsavedChangesPrompt'", () => {
  const unloadBlocked = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  test('with changes the browser warns on unload and a link asks first; cancel stays, OK leaves', async () => {
    await openPermissions();
    expect(unloadBlocked()).toBe(false);
    await userEvent.click(page.getByRole('link', { name: 'Startseite' }));
    expect(mounted!.path()).toBe('/');
    unmountScreens();

    await openPermissions();
    await expand(MANAGER);
    await userEvent.click(badges(MANAGER)[0]);
    await expect.element(saveButton()).toBeEnabled();
    expect(unloadBlocked()).toBe(true);

    await userEvent.click(page.getByRole('link', { name: 'Startseite' }));
    const dialog = page.getByRole('dialog', { name: 'Die Berechtigungen wurden nicht am Server gespeichert. Seite trotzdem verlassen?' });
    await expect.element(dialog).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Abbrechen' }));
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    expect(mounted!.path()).toBe('/permissions');

    await userEvent.click(page.getByRole('link', { name: 'Startseite' }));
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByText('Startseite geöffnet')).toBeVisible();
    expect(mounted!.path()).toBe('/');
    expect(unloadBlocked()).toBe(false);
  });

  test("the English prompt reads 'Permissions were not saved on server, leave page?'", async () => {
    await openPermissions();
    await i18next.changeLanguage('en');
    try {
      await expand(MANAGER);
      await userEvent.click(badges(MANAGER)[0]);
      await userEvent.click(page.getByRole('link', { name: 'Startseite' }));
      await expect.element(page.getByRole('dialog', { name: 'Permissions were not saved on server, leave page?' })).toBeVisible();
      expect(badges(MANAGER)[0].textContent).toBe('Operations manager / second decision (to be deleted)');
    } finally {
      await i18next.changeLanguage('de');
    }
  });
});
