import { format } from 'date-fns';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { loadGroupsOnMount, requestPersistentStorage } from '../../state/actions';
import { store } from '../../state/store';
import { useGroupSelectionView } from '../../state/use-group-selection-view';
import { CategoryCard } from './CategoryCard';
import { GroupListHeader } from './GroupListHeader';
import { ObserverLists } from './ObserverLists';
import { OfflineCopies } from './OfflineCopies';
import { PreloadLink } from '../preload/PreloadLink';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** spec entry.md §2 Group selection screen (route /). */
export function GroupSelection() {
  const { t } = useTranslation();
  const { groups, settings, storage } = useSnapshot(store);
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
  const [observerMonth, setObserverMonth] = useState<string>();
  const [observerFilter, setObserverFilter] = useState('');
  // a long list of groups renders as a transition, in slices, not as one long task (issue 13)
  const answer = useGroupSelectionView({ filter, date, observerMonth, observerFilter });
  const view = useDeferredValue(answer.view);

  useEffect(() => {
    void loadGroupsOnMount();
    void requestPersistentStorage();
  }, []);

  const categories = view?.categories ?? [];
  const showGroups = offlineMode || date !== '';

  return (
    <section>
      <h1>{t('groups.title')}</h1>
      {storage && !storage.persisted && <p className="alert alert-warning">{t('groups.persistentStorageWarning')}</p>}
      <OfflineCopies />
      {view?.observerLists && (
        <ObserverLists view={view.observerLists} onMonthChange={setObserverMonth} filter={observerFilter} onFilterChange={setObserverFilter} />
      )}
      <PreloadLink groupNames={view?.preloadGroupNames ?? []} />
      <GroupListHeader
        offlineMode={offlineMode}
        date={date}
        onDateChange={changeDate}
        filter={filter}
        onFilterChange={setFilter}
      />
      {groups.status === 'loading' && categories.length === 0 && <p>{t('app.loading')}</p>}
      {!showGroups && <p className="hint">{t('groups.dateHint')}</p>}
      {showGroups &&
        categories.map((category) => (
          <CategoryCard key={`${category.name}|${category.initiallyExpanded}`} category={category} />
        ))}
      {showGroups && groups.status === 'loaded' && answer.ofListedGroups && categories.length === 0 && <p>{t('groups.empty')}</p>}
    </section>
  );
}
