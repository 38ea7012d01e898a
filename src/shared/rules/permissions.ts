// spec archive.md §2 Permission management, §4 Permission entries (existing, NEW, DELETED), §5 save only with
// changes, a new user name must not already be in the list; §7 POST sends the entries that are not DELETED.
import type { Permission, PermissionsPostBody, PermissionsResponse } from '../api';
import type { MrId } from '../contract/ids';

type PermissionsState = PermissionsResponse;

/** One permission's identity: user, round and role. */
export const permissionKey = (p: Pick<Permission, 'username' | 'mrId' | 'role'>) => `${p.username}\u0000${String(p.mrId)}\u0000${p.role}`;
const sameEntry = (a: Permission, b: Permission) => permissionKey(a) === permissionKey(b);

/** Toggling a NEW entry removes it; an existing one becomes DELETED; a DELETED one is restored. */
export function togglePermission(permissions: readonly Permission[], target: Permission): Permission[] {
  const result: Permission[] = [];
  for (const permission of permissions) {
    if (!sameEntry(permission, target)) result.push(permission);
    else if (permission.$action === 'DELETED') result.push(withoutAction(permission));
    else if (permission.$action !== 'NEW') result.push({ ...permission, $action: 'DELETED' });
  }
  return result;
}

function withoutAction(permission: Permission): Permission {
  const { $action: _removed, ...rest } = permission;
  return rest;
}

/**
 * The three-list assignment: every chosen user gets every chosen role on every chosen round.
 * Pairs that already exist stay as they are (a DELETED one is restored); the others are added as NEW.
 */
export function assignPermissions(
  permissions: readonly Permission[],
  usernames: readonly string[],
  rounds: readonly { mrId: MrId; mrName?: string }[],
  roles: readonly string[],
): Permission[] {
  const result = [...permissions];
  for (const username of usernames) {
    for (const { mrId, mrName } of rounds) {
      for (const role of roles) {
        const wanted: Permission = { username, mrId, mrName, role };
        const index = result.findIndex((permission) => sameEntry(permission, wanted));
        if (index < 0) result.push({ ...wanted, $action: 'NEW' });
        else if (result[index].$action === 'DELETED') result[index] = withoutAction(result[index]);
      }
    }
  }
  return result;
}

/** Delete-all per user: the user's NEW entries go away, the existing ones are marked DELETED. */
export function deleteAllOfUser(permissions: readonly Permission[], username: string): Permission[] {
  return permissions
    .filter((permission) => permission.username !== username || permission.$action !== 'NEW')
    .map((permission) => (permission.username === username ? { ...permission, $action: 'DELETED' as const } : permission));
}

export type NewUserError = 'empty' | 'exists';

/** Adds a user name that is not yet in the list (compared trimmed and case-insensitively). */
export function addUser(users: readonly string[], name: string): { users: string[] } | { error: NewUserError } {
  const username = name.trim();
  if (username === '') return { error: 'empty' };
  if (users.some((user) => user.toLowerCase() === username.toLowerCase())) return { error: 'exists' };
  return { users: [...users, username] };
}

/** Save is enabled only when something changed: an entry is NEW or DELETED, or a user was added. */
export function hasPermissionChanges(state: PermissionsState, loadedUsers: readonly string[]): boolean {
  return state.permissions.some((permission) => permission.$action !== undefined) || state.users.length !== loadedUsers.length;
}

/** The POST body: the entries not DELETED, with the roles and users. */
export function permissionsPostBody(state: PermissionsState): PermissionsPostBody {
  return {
    roles: [...state.roles],
    users: [...state.users],
    permissions: state.permissions.filter((permission) => permission.$action !== 'DELETED'),
  };
}

interface PermissionFilter {
  user?: string;
  round?: string;
  role?: string;
}

/** Filters by user, round (name or id) and role; each is a case-insensitive part of the text. */
export function filterPermissions(permissions: readonly Permission[], filter: PermissionFilter): Permission[] {
  const contains = (text: string | undefined, part: string | undefined) =>
    !part || (text ?? '').toLowerCase().includes(part.trim().toLowerCase());
  return permissions.filter(
    (permission) =>
      contains(permission.username, filter.user) &&
      (contains(permission.mrName, filter.round) || contains(String(permission.mrId), filter.round)) &&
      contains(permission.role, filter.role),
  );
}
