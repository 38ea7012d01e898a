// spec entry.md §2 Group selection: the categories with their groups and the observer lists, cut by the worker from
// the last listed groups, the user and the settings; the screen only renders them.
import type { GroupSelectionQuery, GroupSelectionView, ObserverListsView } from '../../shared/contract/groups';
import type { GroupSummary } from '../../shared/schema/group';
import type { Settings } from '../../shared/schema/settings';
import { filterGroups, groupByCategory, isCategoryExpanded } from '../../shared/rules/group-selection';
import { inputPageOf } from '../../shared/rules/input-page';
import { meviUrl } from '../../shared/rules/mevi-link';
import {
  OBSERVER_FILTER_ABOVE,
  observerLists,
  observerListsInitiallyExpanded,
  observerMonths,
} from '../../shared/rules/observer-lists';
import { currentSettings } from '../session/current-settings';
import { knownServerInfo } from '../session/get-server-info';
import { knownGroups } from './list-groups';

export async function groupSelectionView(query: GroupSelectionQuery): Promise<GroupSelectionView> {
  const [groups, settings, info] = await Promise.all([knownGroups(), currentSettings(), knownServerInfo()]);
  const offlineMode = settings.mode === 2;
  const filterActive = offlineMode && query.filter.trim() !== '';
  const shown = filterActive ? filterGroups(groups, query.filter) : groups;
  const categories = groupByCategory(shown).map((category) => ({
    name: category.name,
    initiallyExpanded: isCategoryExpanded(category.name, info?.username, filterActive),
    groups: category.groups.map((group) => ({
      group,
      inputPage: offlineMode ? undefined : inputPageOf(group.mrName, settings.inputKinds),
      mapUrl: !offlineMode && settings.meviLink ? meviUrl(settings.meviLink, group) : undefined,
    })),
  }));
  return {
    categories,
    preloadGroupNames: filterActive ? categories.flatMap((category) => category.groups.map(({ group }) => group.mrName)) : [],
    observerLists: info?.username ? observerListsView(groups, settings, info.isAdmin, query) : undefined,
  };
}

function observerListsView(groups: GroupSummary[], settings: Settings, isAdmin: boolean, query: GroupSelectionQuery): ObserverListsView | undefined {
  const lists = observerLists(groups, settings.inputKinds);
  if (lists.length === 0) return undefined;
  const months = observerMonths(new Date());
  const month = query.observerMonth && months.includes(query.observerMonth) ? query.observerMonth : months[months.length - 1];
  const filterShown = lists.length > OBSERVER_FILTER_ABOVE;
  const matching = new Set(filterGroups(lists.map((list) => list.group), filterShown ? query.observerFilter : ''));
  return {
    initiallyExpanded: observerListsInitiallyExpanded(isAdmin),
    months,
    month,
    count: lists.length,
    filterShown,
    lists: lists
      .filter((list) => matching.has(list.group))
      .map(({ group, kind }) => ({ group, kind })),
  };
}
