import { asMrId } from '../../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { Permission } from '../../../../src/shared/api';
import {
  addUser,
  assignPermissions,
  deleteAllOfUser,
  filterPermissions,
  hasPermissionChanges,
  permissionsPostBody,
  togglePermission,
} from '../../../../src/shared/rules/permissions';

const existing: Permission = { username: 'huber', mrId: asMrId(7), mrName: 'Sperrenkontrolle', role: 'HANDEINGABE_RESPONSIBLE1' };
const other: Permission = { username: 'maier', mrId: asMrId(7), mrName: 'Sperrenkontrolle', role: 'HANDEINGABE_OBSERVE' };

describe('spec archive.md §4 Permission entries: existing, NEW, DELETED toggle machine', () => {
  test('toggling an existing entry marks it DELETED, toggling again restores it', () => {
    const deleted = togglePermission([existing, other], existing);
    expect(deleted).toEqual([{ ...existing, $action: 'DELETED' }, other]);
    expect(togglePermission(deleted, existing)).toEqual([existing, other]);
  });

  test('toggling a NEW entry removes it', () => {
    const added = assignPermissions([existing], ['maier'], [{ mrId: asMrId(9), mrName: 'Pegeltour' }], ['HANDEINGABE_OBSERVE']);
    const newOne = added[1];
    expect(newOne).toEqual({ username: 'maier', mrId: 9, mrName: 'Pegeltour', role: 'HANDEINGABE_OBSERVE', $action: 'NEW' });
    expect(togglePermission(added, newOne)).toEqual([existing]);
  });
});

describe('spec archive.md §2 Permission management: three-list assignment and delete-all per user', () => {
  test('every chosen user × round × role; existing pairs are kept, DELETED ones restored', () => {
    const deleted = togglePermission([existing], existing);
    const result = assignPermissions(deleted, ['huber', 'gruber'], [{ mrId: asMrId(7), mrName: 'Sperrenkontrolle' }], ['HANDEINGABE_RESPONSIBLE1', 'HANDEINGABE_OBSERVE']);
    expect(result).toEqual([
      existing,
      { username: 'huber', mrId: 7, mrName: 'Sperrenkontrolle', role: 'HANDEINGABE_OBSERVE', $action: 'NEW' },
      { username: 'gruber', mrId: 7, mrName: 'Sperrenkontrolle', role: 'HANDEINGABE_RESPONSIBLE1', $action: 'NEW' },
      { username: 'gruber', mrId: 7, mrName: 'Sperrenkontrolle', role: 'HANDEINGABE_OBSERVE', $action: 'NEW' },
    ]);
  });

  test("delete-all removes the user's NEW entries and marks the existing ones DELETED", () => {
    const withNew = assignPermissions([existing, other], ['huber'], [{ mrId: asMrId(9) }], ['HANDEINGABE_OBSERVE']);
    expect(deleteAllOfUser(withNew, 'huber')).toEqual([{ ...existing, $action: 'DELETED' }, other]);
  });

  test('filters by user, round and role; per-user tables', () => {
    const list = [existing, other];
    expect(filterPermissions(list, { user: 'HUB' })).toEqual([existing]);
    expect(filterPermissions(list, { round: 'sperren', role: 'observe' })).toEqual([other]);
    expect(filterPermissions(list, { round: '8' })).toEqual([]);
  });
});

describe('spec archive.md §5 A new user name must not already be in the list', () => {
  test('unique, non-empty names', () => {
    expect(addUser(['huber', 'maier'], 'gruber')).toEqual({ users: ['huber', 'maier', 'gruber'] });
    expect(addUser(['huber', 'maier'], 'huber')).toEqual({ error: 'exists' });
    expect(addUser(['huber', 'maier'], ' Huber ')).toEqual({ error: 'exists' });
    expect(addUser(['huber'], '   ')).toEqual({ error: 'empty' });
  });
});

describe('spec archive.md §5 Save enabled only with changes; §7 POST body without DELETED entries', () => {
  const loaded = { roles: ['HANDEINGABE_OBSERVE'], users: ['huber', 'maier'], permissions: [existing, other] };

  test('no changes right after loading', () => {
    expect(hasPermissionChanges(loaded, loaded.users)).toBe(false);
  });

  test('a toggled entry or an added user is a change; toggling back is none', () => {
    const toggled = { ...loaded, permissions: togglePermission(loaded.permissions, existing) };
    expect(hasPermissionChanges(toggled, loaded.users)).toBe(true);
    expect(hasPermissionChanges({ ...loaded, permissions: togglePermission(toggled.permissions, existing) }, loaded.users)).toBe(false);
    const added = addUser(loaded.users, 'gruber');
    expect('users' in added && hasPermissionChanges({ ...loaded, users: added.users }, loaded.users)).toBe(true);
  });

  test('the POST body leaves out DELETED entries and keeps roles and users', () => {
    const state = { ...loaded, permissions: assignPermissions(togglePermission(loaded.permissions, existing), ['gruber'], [{ mrId: asMrId(7) }], ['HANDEINGABE_OBSERVE']) };
    const body = permissionsPostBody(state);
    expect(body.permissions).toEqual([other, { username: 'gruber', mrId: 7, mrName: undefined, role: 'HANDEINGABE_OBSERVE', $action: 'NEW' }]);
    expect(body.roles).toEqual(['HANDEINGABE_OBSERVE']);
    expect(body.users).toEqual(['huber', 'maier']);
  });
});
