// issue 33: another administrator saved the permissions while this one edited them. The edits (NEW and DELETED
// entries, users added) are laid over the fresh state, still marked, and what the other one changed is named.
import type { Permission, PermissionsResponse } from '../api';
import { permissionKey as key } from './permissions';

export interface PermissionChanges {
  /** entries the other administrator added / removed, against the state this one loaded */
  added: Permission[];
  removed: Permission[];
}


/** `edited`: the permissions as loaded with this admin's marks; `loadedUsers`: the users as loaded; `fresh`: the server's state now. */
export function rebasePermissionEdits(
  edited: PermissionsResponse,
  loadedUsers: readonly string[],
  fresh: PermissionsResponse,
): { data: PermissionsResponse; byOther: PermissionChanges } {
  const loaded = edited.permissions.filter((permission) => permission.$action !== 'NEW');
  const loadedKeys = new Set(loaded.map(key));
  const freshKeys = new Set(fresh.permissions.map(key));
  const deleted = new Set(edited.permissions.filter((permission) => permission.$action === 'DELETED').map(key));
  const added = edited.permissions.filter((permission) => permission.$action === 'NEW' && !freshKeys.has(key(permission)));
  const permissions: Permission[] = [
    ...fresh.permissions.map((permission) => (deleted.has(key(permission)) ? { ...permission, $action: 'DELETED' as const } : permission)),
    ...added,
  ];
  const addedUsers = edited.users.filter((user) => !loadedUsers.includes(user) && !fresh.users.includes(user));
  const withoutMark = ({ $action: _mark, ...permission }: Permission): Permission => permission;
  return {
    data: { roles: [...new Set([...fresh.roles, ...edited.roles])], users: [...fresh.users, ...addedUsers], permissions },
    byOther: {
      added: fresh.permissions.filter((permission) => !loadedKeys.has(key(permission))),
      removed: loaded.filter((permission) => !freshKeys.has(key(permission))).map(withoutMark),
    },
  };
}
