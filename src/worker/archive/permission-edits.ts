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
import { getPermissions, postPermissions } from './permissions';

interface Edited {
  data: PermissionsResponse;
  /** the users as loaded, to tell an added user apart */
  loadedUsers: readonly string[];
  rounds: RoundChoice[];
}

const EMPTY: Edited = { data: { roles: [], users: [], permissions: [] }, loadedUsers: [], rounds: [] };
let edited = EMPTY;

/** Logout: the loaded permissions and their unsaved edits are dropped. */
export function forgetPermissionEdits(): void {
  edited = EMPTY;
}

export async function openPermissions(filter: PermissionsFilter): Promise<PermissionsView> {
  const [data, groups] = await Promise.all([
    getPermissions(),
    // without the round list only the rounds of existing permissions can be assigned
    listGroups().then((list) => list.groups, () => []),
  ]);
  edited = { data, loadedUsers: [...data.users], rounds: roundChoices(groups, data.permissions) };
  return permissionsView(filter);
}

export async function permissionsView(filter: PermissionsFilter): Promise<PermissionsView> {
  const { data, loadedUsers, rounds } = edited;
  return {
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

export async function savePermissions(filter: PermissionsFilter): Promise<PermissionsView> {
  await postPermissions(permissionsPostBody(edited.data));
  return openPermissions(filter);
}
