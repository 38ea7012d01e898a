// spec archive.md §2 Permission management, §6 role labels: what the permissions screen shows. Pure, unit-tested.
import { ROLES, type Permission, type Role } from '../../../shared/api';
import { filterPermissions } from '../../../shared/rules/permissions';

export interface RoundChoice {
  mrId: number | string;
  mrName: string;
}

/** A round of one user's table with the user's (filtered) entries on it. */
export interface UserRound extends RoundChoice {
  entries: Permission[];
}

const collator = new Intl.Collator('de', { sensitivity: 'base' });
const contains = (text: string, part: string | undefined) => !part?.trim() || text.toLowerCase().includes(part.trim().toLowerCase());

/** The i18n key of a role's label; other role names are shown raw (undefined). */
export function roleLabelKey(role: string): `permissions.roleNames.${Role}` | undefined {
  return (ROLES as readonly string[]).includes(role) ? `permissions.roleNames.${role as Role}` : undefined;
}

/** Badge colour: warning for a NEW entry, primary for one toggled for deletion, success for a kept one. */
export function permissionBadgeClass(permission: Permission): string {
  if (permission.$action === 'NEW') return 'badge-warning';
  if (permission.$action === 'DELETED') return 'badge-primary';
  return 'badge-success';
}

/** Rounds to assign: the listed measure rounds plus any round only known from a permission, by name. */
export function roundChoices(rounds: readonly RoundChoice[], permissions: readonly Permission[]): RoundChoice[] {
  const byId = new Map<string, RoundChoice>();
  for (const round of rounds) byId.set(String(round.mrId), { mrId: round.mrId, mrName: round.mrName });
  for (const { mrId, mrName } of permissions) {
    if (!byId.has(String(mrId))) byId.set(String(mrId), { mrId, mrName: mrName ?? String(mrId) });
  }
  return [...byId.values()].sort((a, b) => collator.compare(a.mrName, b.mrName));
}

/** The role filter picks one role name (a choice list, not text), so it matches exactly. */
export interface PermissionsFilter {
  user?: string;
  round?: string;
  role?: string;
}

/** The three lists filtered like the tables: users by the user filter, rounds by name or id, roles by the chosen role. */
export function visibleChoices(
  lists: { users: readonly string[]; rounds: readonly RoundChoice[]; roles: readonly string[] },
  filter: PermissionsFilter,
): { users: string[]; rounds: RoundChoice[]; roles: string[] } {
  return {
    users: lists.users.filter((user) => contains(user, filter.user)),
    rounds: lists.rounds.filter((round) => contains(round.mrName, filter.round) || contains(String(round.mrId), filter.round)),
    roles: lists.roles.filter((role) => !filter.role || role === filter.role),
  };
}

/**
 * The per-user tables: every user matching the user filter, with the rounds of their entries that match the
 * filters. With a round or role filter set, users without a matching entry are left out.
 */
export function userTables(
  users: readonly string[],
  permissions: readonly Permission[],
  filter: PermissionsFilter,
): { username: string; rounds: UserRound[] }[] {
  const matching = filterPermissions(permissions, { user: filter.user, round: filter.round }).filter(
    (permission) => !filter.role || permission.role === filter.role,
  );
  const narrowed = Boolean(filter.round?.trim() || filter.role);
  return [...new Set([...users, ...permissions.map((permission) => permission.username)])]
    .filter((username) => contains(username, filter.user))
    .sort(collator.compare)
    .map((username) => ({ username, rounds: roundsOf(matching.filter((permission) => permission.username === username)) }))
    .filter((table) => !narrowed || table.rounds.length > 0);
}

function roundsOf(entries: readonly Permission[]): UserRound[] {
  const byRound = new Map<string, UserRound>();
  for (const entry of entries) {
    const key = String(entry.mrId);
    const round = byRound.get(key) ?? { mrId: entry.mrId, mrName: entry.mrName ?? key, entries: [] };
    round.entries.push(entry);
    byRound.set(key, round);
  }
  return [...byRound.values()].sort((a, b) => collator.compare(a.mrName, b.mrName));
}

/** Bulk selection by double click: selects every shown entry, or clears them when all are selected already. */
export function toggleAllShown(selected: readonly string[], shown: readonly string[]): string[] {
  const allSelected = shown.length > 0 && shown.every((value) => selected.includes(value));
  if (allSelected) return selected.filter((value) => !shown.includes(value));
  return [...selected, ...shown.filter((value) => !selected.includes(value))];
}
