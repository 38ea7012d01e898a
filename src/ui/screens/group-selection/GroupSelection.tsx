import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { filterGroups, groupByCategory, isCategoryExpanded } from '../../../shared/rules/group-selection';
import { loadGroups, requestPersistentStorage } from '../../state/actions';
import { store } from '../../state/store';
import { CategoryCard } from './CategoryCard';
import { GroupListHeader } from './GroupListHeader';
import { OfflineCopies } from './OfflineCopies';
import { PreloadLink } from '../preload/PreloadLink';

/** spec entry.md §2 Group selection screen (route /). */
export function GroupSelection() {
  const { t } = useTranslation();
  const { groups, serverInfo, settings, storage } = useSnapshot(store);
  const offlineMode = settings?.mode === 2;
  const [date, setDate] = useState(todayIsoDate);
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
      <PreloadLink groupNames={filterActive ? categories.flatMap((category) => category.groups.map((group) => group.mrName)) : []} />
      <GroupListHeader
        offlineMode={offlineMode}
        date={date}
        onDateChange={setDate}
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

function todayIsoDate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
