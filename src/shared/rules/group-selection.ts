// spec entry.md §2 Group selection screen: categories, expansion, version age.
import type { GroupSummary } from '../schema/group';

interface GroupCategory {
  name: string;
  groups: GroupSummary[];
}

/** Groups by category (mrGroup), categories and groups sorted by name as German readers expect. */
export function groupByCategory(groups: readonly GroupSummary[]): GroupCategory[] {
  const byName = new Map<string, GroupSummary[]>();
  for (const group of groups) {
    const list = byName.get(group.mrGroup) ?? [];
    list.push(group);
    byName.set(group.mrGroup, list);
  }
  const compare = (a: string, b: string) => a.localeCompare(b, 'de');
  return [...byName.entries()]
    .sort(([a], [b]) => compare(a, b))
    .map(([name, list]) => ({ name, groups: list.sort((a, b) => compare(a.mrName, b.mrName)) }));
}

/** Categories beginning with 'Messtouren für' and the user's name start expanded; with a filter, all matches do. */
export function isCategoryExpanded(category: string, username: string | undefined, filterActive: boolean): boolean {
  if (filterActive) return true;
  return username !== undefined && username !== '' && category === `Messtouren für ${username}`;
}

/** Case-insensitive match of the offline filter box over round name and category. */
export function filterGroups(groups: readonly GroupSummary[], filter: string): GroupSummary[] {
  const needle = filter.trim().toLocaleLowerCase('de');
  if (needle === '') return [...groups];
  return groups.filter((group) =>
    [group.mrName, group.mrGroup].some((text) => text.toLocaleLowerCase('de').includes(needle)),
  );
}

export type VersionAge = 'ok' | 'normal' | 'warning';

const VERSION_OK_HOURS = 3;
const VERSION_WARNING_HOURS = 72;

/** spec entry.md §2: under 3 hours ok (green), over 72 hours warning. */
export function versionAge(version: string | undefined, now: Date): VersionAge {
  const time = version ? Date.parse(version) : NaN;
  if (Number.isNaN(time)) return 'warning';
  const hours = (now.getTime() - time) / 3_600_000;
  if (hours < VERSION_OK_HOURS) return 'ok';
  return hours > VERSION_WARNING_HOURS ? 'warning' : 'normal';
}

/** spec entry.md §9: an offline copy expires after 7 days (shown in a warning colour). */
const OFFLINE_COPY_EXPIRY_DAYS = 7;

export function isOfflineCopyExpired(creationTime: string, now: Date): boolean {
  const created = Date.parse(creationTime);
  return Number.isNaN(created) || now.getTime() - created > OFFLINE_COPY_EXPIRY_DAYS * 86_400_000;
}
