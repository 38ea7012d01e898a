import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { formatIsoDay } from '../../../shared/format/date';
import { loadGroupsOnMount } from '../../state/actions';
import { markStartContentShown } from '../../state/start-content-shown';
import { store } from '../../state/store';
import { useGroupSelectionView } from '../../state/use-group-selection-view';
import { CategoryCard, groupButtons } from './CategoryCard';
import { GroupListHeader } from './GroupListHeader';
import { ObserverLists } from './ObserverLists';
import { OfflineCopies } from './OfflineCopies';
import { SkippedRecords } from '../../components/SkippedRecords';
import { PreloadLink } from '../preload/PreloadLink';
import { useDeviceStateLoaded, useOnceTrue } from './use-shown-in-order';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * spec entry.md §2 Group selection screen (route /). Its parts are memoised and the persistent-storage warning reads
 * the store on its own: a store value the deferred list render read that changes before it finished (the storage
 * status, the offline copies arrive then) made React render the list again synchronously, as one long task (issue 13).
 * Its parts appear from the top down, so none is pushed down once painted (issue 13, no layout shift): the storage
 * warning and the offline copies once the worker told them, the rest once the group list was answered.
 */
export function GroupSelection() {
  const { t } = useTranslation();
  const { groups, settings, serverInfo, online } = useSnapshot(store);
  const offlineMode = settings?.mode === 2;
  const loggedIn = Boolean(serverInfo?.username);
  const buttons = useMemo(() => groupButtons(settings, loggedIn, online), [settings, loggedIn, online]);
  const queryDate = new URLSearchParams(useSearch()).get('date');
  const [, navigate] = useLocation();
  const [date, setDate] = useState(() => (queryDate && ISO_DAY.test(queryDate) ? queryDate : formatIsoDay(new Date())));
  // the date stays in the query, so the navbar logo and the way back from an input screen keep it (archive.md §2)
  const changeDate = useCallback(
    (next: string) => {
      setDate(next);
      navigate(next ? `/?date=${next}` : '/', { replace: true });
    },
    [navigate],
  );
  const [filter, setFilter] = useState('');
  const [observerMonth, setObserverMonth] = useState<string>();
  const [observerFilter, setObserverFilter] = useState('');
  // a long list of groups renders as a transition, in slices, not as one long task (issue 13)
  const answer = useGroupSelectionView({ filter, observerMonth, observerFilter });
  const deviceStateLoaded = useDeviceStateLoaded();
  // a list answered at this start, or earlier in this tab: the way back from another screen asks it again and shows the last meanwhile
  const listKnown = groups.status === 'loaded' || groups.status === 'failed' || groups.list.length > 0;
  const listShown = useOnceTrue(deviceStateLoaded && listKnown && answer.ofListedGroups && answer.view !== undefined);
  const view = useDeferredValue(listShown ? answer.view : undefined);

  useEffect(() => {
    void loadGroupsOnMount();
    return markStartContentShown; // a start that waits for the list is over once the screen is left, shown or not
  }, []);
  useEffect(() => {
    if (view) markStartContentShown();
  }, [view]);

  const categories = view?.categories ?? [];
  const showGroups = offlineMode || date !== '';

  return (
    <section>
      <h1>{t('groups.title')}</h1>
      {deviceStateLoaded && (
        <>
          <PersistentStorageWarning />
          <OfflineCopies />
        </>
      )}
      {deviceStateLoaded && !view && <p>{t('app.loading')}</p>}
      {view && (
        <>
          {view.observerLists && (
            <ObserverLists view={view.observerLists} onMonthChange={setObserverMonth} filter={observerFilter} onFilterChange={setObserverFilter} />
          )}
          <PreloadLink groupNames={view.preloadGroupNames} />
          <GroupListHeader
            offlineMode={offlineMode}
            date={date}
            onDateChange={changeDate}
            filter={filter}
            onFilterChange={setFilter}
          />
          <SkippedRecords skipped={groups.skipped} />
          {groups.status === 'loading' && categories.length === 0 && <p>{t('app.loading')}</p>}
          {!showGroups && <p className="hint">{t('groups.dateHint')}</p>}
          {showGroups &&
            categories.map((category) => (
              <CategoryCard key={`${category.name}|${category.initiallyExpanded}`} category={category} day={date} buttons={buttons} />
            ))}
          {showGroups && groups.status === 'loaded' && answer.ofListedGroups && categories.length === 0 && <p>{t('groups.empty')}</p>}
        </>
      )}
    </section>
  );
}

function PersistentStorageWarning() {
  const { t } = useTranslation();
  const { storage } = useSnapshot(store);
  if (!storage || storage.persisted) return null;
  return <p className="alert alert-warning">{t('groups.persistentStorageWarning')}</p>;
}
