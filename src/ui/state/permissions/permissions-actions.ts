// Intents of the permission management screen (spec archive.md §2, §4, §7, §8).
import { ref } from 'valtio';
import type { Permission, PermissionsResponse } from '../../../shared/api';
import {
  addUser,
  assignPermissions,
  deleteAllOfUser,
  permissionsPostBody,
  togglePermission,
  type NewUserError,
} from '../../../shared/rules/permissions';
import { workerApi } from '../../worker-client';
import { addAlert } from '../alerts';
import { reportError } from '../report-error';
import { roundChoices } from './permission-view';
import { permissionsStore as state } from './permissions-store';

let latestLoad = 0;

/**
 * Loads the permissions and, for the assignment, the measure rounds (an admin sees all); discards unsaved edits.
 * Only the latest load is shown: an earlier one answering late (e.g. the reload after a save) does not overwrite it.
 */
export async function loadPermissions(): Promise<void> {
  const load = ++latestLoad;
  state.status = 'loading';
  try {
    const [data, groups] = await Promise.all([
      workerApi().getPermissions(),
      // without the round list only the rounds of existing permissions can be assigned
      workerApi().listGroups().then((list) => list.groups, () => []),
    ]);
    if (load === latestLoad) showLoaded(data, groups);
  } catch (error) {
    if (load !== latestLoad) return;
    state.status = 'failed';
    reportError(error, 'permissions.title', 'permissions.loadingError');
  }
}

function showLoaded(data: PermissionsResponse, groups: readonly { mrId: number | string; mrName: string }[]): void {
  state.data = ref(data);
  state.loadedUsers = ref([...data.users]);
  state.rounds = ref(roundChoices(groups, data.permissions));
  state.selection = { users: [], rounds: [], roles: [] };
  state.status = 'loaded';
}

function update(permissions: Permission[], users: readonly string[] = state.data.users): void {
  state.data = ref({ ...state.data, users: [...users], permissions });
}

export function togglePermissionEntry(permission: Permission): void {
  update(togglePermission(state.data.permissions, permission));
}

/** The three-list assignment: NEW entries for every chosen user × round × role. */
export function assignSelection(): void {
  const { users, rounds, roles } = state.selection;
  const chosenRounds = state.rounds.filter((round) => rounds.includes(String(round.mrId)));
  update(assignPermissions(state.data.permissions, users, chosenRounds, roles));
}

export function deleteAllPermissionsOf(username: string): void {
  update(deleteAllOfUser(state.data.permissions, username));
}

/** Adds a user name not yet in the list and chooses it for the assignment; answers why it was refused. */
export function createUser(name: string): NewUserError | undefined {
  const result = addUser(state.data.users, name);
  if ('error' in result) return result.error;
  update(state.data.permissions, result.users);
  state.selection.users.push(result.users.at(-1)!);
  return undefined;
}

/** Posts every entry not DELETED with roles and users, then shows the server's state. */
export async function savePermissions(): Promise<void> {
  state.saving = true;
  try {
    await workerApi().postPermissions(permissionsPostBody(state.data));
    addAlert({ type: 'alert-success', msg: 'permissions.saved' });
    await loadPermissions();
  } catch (error) {
    reportError(error, 'permissions.saveErrorTitle', 'api.postTimeseriesError');
  } finally {
    state.saving = false;
  }
}
