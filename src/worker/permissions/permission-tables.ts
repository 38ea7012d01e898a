// spec archive.md §2 Permission management: the rounds to assign, the assignment lists and per-user tables under the filters.
import type { Permission } from '../../shared/api';
import type { PermissionsFilter, RoundChoice, UserRound } from '../../shared/contract/permissions';
import { filterPermissions } from '../../shared/rules/permissions';

const collator = new Intl.Collator('de', { sensitivity: 'base' });
const contains = (text: string, part: string | undefined) => !part?.trim() || text.toLowerCase().includes(part.trim().toLowerCase());

/** Rounds to assign: the listed measure rounds plus any round only known from a permission, by name. */
export function roundChoices(rounds: readonly RoundChoice[], permissions: readonly Permission[]): RoundChoice[] {
  const byId = new Map<string, RoundChoice>();
  for (const round of rounds) byId.set(String(round.mrId), { mrId: round.mrId, mrName: round.mrName });
  for (const { mrId, mrName } of permissions) {
    if (!byId.has(String(mrId))) byId.set(String(mrId), { mrId, mrName: mrName ?? String(mrId) });
  }
  return [...byId.values()].sort((a, b) => collator.compare(a.mrName, b.mrName));
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
