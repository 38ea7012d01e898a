// Intents of the permission management screen (spec archive.md §2, §4, §7, §8): each is one worker call answering the view.
import { ref } from 'valtio';
import type { Permission } from '../../../shared/api';
import type { PermissionsEdit, PermissionsFilter, PermissionsView } from '../../../shared/contract/permissions';
import type { NewUserError } from '../../../shared/rules/permissions';
import { workerApi } from '../../worker-client';
import { addAlert } from '../alerts';
import { reportError } from '../report-error';
import { permissionsStore as state } from './permissions-store';

let latestAsk = 0;

/** Asks the worker; only the answer to the newest ask is shown (an earlier one answering late does not overwrite it). */
async function ask(call: (filter: PermissionsFilter) => Promise<PermissionsView>): Promise<void> {
  const asked = ++latestAsk;
  const view = await call({ ...state.filter });
  if (asked === latestAsk) state.view = ref(view);
}

/** Loads the permissions and, for the assignment, the measure rounds (an admin sees all); discards unsaved edits. */
export async function loadPermissions(): Promise<void> {
  state.status = 'loading';
  try {
    await ask((filter) => workerApi().openPermissions(filter));
    state.selection = { users: [], rounds: [], roles: [] };
    state.status = 'loaded';
  } catch (error) {
    state.status = 'failed';
    reportError(error, 'permissions.title', 'permissions.loadingError');
  }
}

export function changeFilter(change: PermissionsFilter): void {
  Object.assign(state.filter, change);
  void ask((filter) => workerApi().permissionsView(filter)).catch((error: unknown) => reportError(error, 'permissions.title', 'permissions.loadingError'));
}

function edit(change: PermissionsEdit): void {
  void ask((filter) => workerApi().editPermissions(change, filter)).catch((error: unknown) => reportError(error, 'permissions.title', 'permissions.loadingError'));
}

export function togglePermissionEntry(permission: Permission): void {
  edit({ kind: 'toggle', permission });
}

/** The three-list assignment: NEW entries for every chosen user × round × role. */
export function assignSelection(): void {
  const { users, rounds, roles } = state.selection;
  edit({ kind: 'assign', users: [...users], rounds: state.view.rounds.filter((round) => rounds.includes(String(round.mrId))), roles: [...roles] });
}

export function deleteAllPermissionsOf(username: string): void {
  edit({ kind: 'deleteAllOf', username });
}

/** Adds a user name not yet in the list and chooses it for the assignment; answers why it was refused. */
export async function createUser(name: string): Promise<NewUserError | undefined> {
  const asked = ++latestAsk;
  const answer = await workerApi().addPermissionUser(name, { ...state.filter });
  if ('refused' in answer) return answer.refused;
  if (asked === latestAsk) state.view = ref(answer.view);
  state.selection.users.push(answer.added);
  return undefined;
}

/** Posts every entry not DELETED with roles and users, then shows the server's state. */
export async function savePermissions(): Promise<void> {
  state.saving = true;
  try {
    await ask((filter) => workerApi().savePermissions(filter));
    state.selection = { users: [], rounds: [], roles: [] };
    // issue 33: another admin saved first; the screen shows the fresh state with these edits still marked
    if (state.view.changedByOther) addAlert({ type: 'alert-danger', heading: 'permissions.saveErrorTitle', msg: 'permissions.changedByOther' });
    else addAlert({ type: 'alert-success', msg: 'permissions.saved' });
  } catch (error) {
    reportError(error, 'permissions.saveErrorTitle', 'api.postTimeseriesError');
  } finally {
    state.saving = false;
  }
}
