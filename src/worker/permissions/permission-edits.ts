// archive.md §2, §4, §5 Permission management: the edited permissions of this tab, each change one call answering the view.
import type { PermissionsResponse } from '../../shared/api';
import type { PermissionsEdit, PermissionsFilter, PermissionsView, RoundChoice } from '../../shared/contract/permissions';
import {
  addUser,
  assignPermissions,
  deleteAllOfUser,
  hasPermissionChanges,
  permissionsPostBody,
  togglePermission,
  type NewUserError,
} from '../../shared/rules/permissions';
import { listGroups } from '../groups/list-groups';
import { roundChoices, userTables, visibleChoices } from './permission-tables';
import { getVersionedPermissions, postPermissions } from './permissions';
import { isWorkerError } from '../../shared/contract/errors';
import { rebasePermissionEdits, type PermissionChanges } from '../../shared/rules/permission-rebase';

interface Edited {
  data: PermissionsResponse;
  /** the users as loaded, to tell an added user apart */
  loadedUsers: readonly string[];
  rounds: RoundChoice[];
  /** the version the edits are based on (issue 33) */
  version?: string;
  /** what another administrator saved meanwhile, when a save found it (issue 33) */
  changedByOther?: PermissionChanges;
}

const EMPTY: Edited = { data: { roles: [], users: [], permissions: [] }, loadedUsers: [], rounds: [] };
let edited = EMPTY;

/** Logout: the loaded permissions and their unsaved edits are dropped. */
export function forgetPermissionEdits(): void {
  edited = EMPTY;
}

export async function openPermissions(filter: PermissionsFilter): Promise<PermissionsView> {
  const [{ data, version }, groups] = await Promise.all([
    getVersionedPermissions(),
    // without the round list only the rounds of existing permissions can be assigned
    listGroups().then((list) => list.groups, () => []),
  ]);
  edited = { data, version, loadedUsers: [...data.users], rounds: roundChoices(groups, data.permissions) };
  return permissionsView(filter);
}

export async function permissionsView(filter: PermissionsFilter): Promise<PermissionsView> {
  const { data, loadedUsers, rounds, changedByOther } = edited;
  return {
    ...(changedByOther && { changedByOther }),
    roles: [...data.roles],
    rounds,
    choices: visibleChoices({ users: data.users, rounds, roles: data.roles }, filter),
    tables: userTables(data.users, data.permissions, filter),
    changed: hasPermissionChanges(data, loadedUsers),
  };
}

export async function editPermissions(edit: PermissionsEdit, filter: PermissionsFilter): Promise<PermissionsView> {
  const { permissions } = edited.data;
  const changed =
    edit.kind === 'toggle'
      ? togglePermission(permissions, edit.permission)
      : edit.kind === 'assign'
        ? assignPermissions(permissions, edit.users, edit.rounds, edit.roles)
        : deleteAllOfUser(permissions, edit.username);
  edited = { ...edited, data: { ...edited.data, permissions: changed } };
  return permissionsView(filter);
}

export async function addPermissionUser(
  name: string,
  filter: PermissionsFilter,
): Promise<{ view: PermissionsView; added: string } | { refused: NewUserError }> {
  const result = addUser(edited.data.users, name);
  if ('error' in result) return { refused: result.error };
  edited = { ...edited, data: { ...edited.data, users: result.users } };
  return { view: await permissionsView(filter), added: result.users.at(-1)! };
}

/**
 * Posts the edits on the version they were made on and loads the server's state. When another administrator saved
 * meanwhile (issue 33) nothing is stored: the fresh state is loaded with these edits laid over it, still marked,
 * and the view names what the other one changed.
 */
export async function savePermissions(filter: PermissionsFilter): Promise<PermissionsView> {
  try {
    await postPermissions(permissionsPostBody(edited.data), edited.version);
  } catch (error) {
    if (!isWorkerError(error) || error.code !== 'PERMISSIONS_CHANGED') throw error;
    const fresh = await getVersionedPermissions();
    const { data, byOther } = rebasePermissionEdits(edited.data, edited.loadedUsers, fresh.data);
    const rounds = mergedRounds(edited.rounds, roundChoices([], fresh.data.permissions));
    edited = { data, version: fresh.version, loadedUsers: [...fresh.data.users], rounds, changedByOther: byOther };
    return permissionsView(filter);
  }
  return openPermissions(filter);
}

function mergedRounds(known: RoundChoice[], more: RoundChoice[]): RoundChoice[] {
  return [...known, ...more.filter((round) => !known.some((choice) => choice.mrId === round.mrId))];
}
