// spec entry.md §2 Group selection, observer-lists section; §9 limits "observer-list filter above 5 lists;
// 6 month buttons". The kind of a list comes from the settings map of group-name fragments.
import type { GroupSummary } from '../schema/group';
import type { InputKind } from '../schema/settings';
import { inputKindOf } from './input-page';

const OBSERVER_MONTH_COUNT = 6;
/** the filter box shows when there are more lists than this */
export const OBSERVER_FILTER_ABOVE = 5;

interface ObserverList {
  group: GroupSummary;
  kind: InputKind;
}

/** The groups whose name maps to an observer-list kind, sorted by name (German collation). */
export function observerLists(groups: readonly GroupSummary[], inputKinds: Readonly<Record<string, InputKind>>): ObserverList[] {
  return groups
    .flatMap((group) => {
      const kind = inputKindOf(group.mrName, inputKinds);
      return kind ? [{ group, kind }] : [];
    })
    .sort((a, b) => a.group.mrName.localeCompare(b.group.mrName, 'de'));
}

/**
 * The 5 earlier months and the current one (yyyy-MM), oldest first. Without date-fns: this is the worker's start, and
 * date-fns' `format` brought 40 KB into its script (issue 38).
 */
export function observerMonths(now: Date): string[] {
  return Array.from({ length: OBSERVER_MONTH_COUNT }, (_, index) => {
    const month = new Date(now.getFullYear(), now.getMonth() - (OBSERVER_MONTH_COUNT - 1 - index), 1);
    return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
  });
}

/** The card starts expanded for non-admins and collapsed for admins. */
export function observerListsInitiallyExpanded(isAdmin: boolean | undefined): boolean {
  return isAdmin !== true;
}
