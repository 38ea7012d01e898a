import { format } from 'date-fns';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { filterGroups, groupByCategory, isCategoryExpanded } from '../../../shared/rules/group-selection';
import { loadGroups, requestPersistentStorage } from '../../state/actions';
import { store } from '../../state/store';
import { CategoryCard } from './CategoryCard';
import { GroupListHeader } from './GroupListHeader';
import { ObserverLists } from './ObserverLists';
import { OfflineCopies } from './OfflineCopies';
import { PreloadLink } from '../preload/PreloadLink';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** spec entry.md §2 Group selection screen (route /). */
export function GroupSelection() {
  const { t } = useTranslation();
  const { groups: currentGroups, serverInfo, settings, storage } = useSnapshot(store);
  // a long list of groups renders as a transition, in slices, not as one long task (issue 13)
  const groups = useDeferredValue(currentGroups);
  const offlineMode = settings?.mode === 2;
  const queryDate = new URLSearchParams(useSearch()).get('date');
  const [, navigate] = useLocation();
  const [date, setDate] = useState(() => (queryDate && ISO_DAY.test(queryDate) ? queryDate : format(new Date(), 'yyyy-MM-dd')));
  // the date stays in the query, so the navbar logo and the way back from an input screen keep it (archive.md §2)
  const changeDate = (next: string) => {
    setDate(next);
    navigate(next ? `/?date=${next}` : '/', { replace: true });
  };
  const [filter, setFilter] = useState('');

  useEffect(() => {
    void loadGroups();
    void requestPersistentStorage();
  }, []);

  const filterActive = offlineMode && filter.trim() !== '';
  const categories = groupByCategory(filterActive ? filterGroups(groups.list, filter) : groups.list);
  const showGroups = offlineMode || date !== '';

  return (
    <section>
      <h1>{t('groups.title')}</h1>
      {storage && !storage.persisted && <p className="alert alert-warning">{t('groups.persistentStorageWarning')}</p>}
      <OfflineCopies />
      <ObserverLists />
      <PreloadLink groupNames={filterActive ? categories.flatMap((category) => category.groups.map((group) => group.mrName)) : []} />
      <GroupListHeader
        offlineMode={offlineMode}
        date={date}
        onDateChange={changeDate}
        filter={filter}
        onFilterChange={setFilter}
      />
      {groups.status === 'loading' && groups.list.length === 0 && <p>{t('app.loading')}</p>}
      {!showGroups && <p className="hint">{t('groups.dateHint')}</p>}
      {showGroups &&
        categories.map((category) => (
          <CategoryCard
            key={`${category.name}|${filterActive}`}
            category={category}
            initiallyExpanded={isCategoryExpanded(category.name, serverInfo?.username, filterActive)}
            onlineDate={offlineMode ? undefined : date}
          />
        ))}
      {showGroups && groups.status === 'loaded' && categories.length === 0 && <p>{t('groups.empty')}</p>}
    </section>
  );
}
