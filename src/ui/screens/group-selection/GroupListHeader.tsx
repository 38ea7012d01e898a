import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { DayInput } from '../../components/DayInput';
import { store } from '../../state/store';
import { VersionBadge } from './VersionBadge';

interface Props {
  offlineMode: boolean;
  date: string;
  onDateChange(date: string): void;
  filter: string;
  onFilterChange(filter: string): void;
}

/**
 * Online mode shows a date input, offline mode a filter box (spec entry.md §2).
 * Memoised: the group selection re-renders on every answer and keystroke, this only when its own data changes (issue 13).
 */
export const GroupListHeader = memo(function GroupListHeader({ offlineMode, date, onDateChange, filter, onFilterChange }: Props) {
  const { t } = useTranslation();
  const { groups } = useSnapshot(store);
  return (
    <div className="group-list-header">
      {offlineMode ? (
        <label className="field">
          <span>{t('groups.filter')}</span>
          <input type="search" value={filter} onChange={(event) => onFilterChange(event.target.value)} />
        </label>
      ) : (
        <label className="field">
          <span>{t('groups.date')}</span>
          <DayInput value={date} onChange={onDateChange} />
        </label>
      )}
      <VersionBadge label={t('groups.version')} version={groups.version} age={groups.versionAge} />
      <VersionBadge label={t('groups.dataVersion')} version={groups.dataVersion} age={groups.dataVersionAge} />
      {groups.fromCache && <p className="alert alert-warning">{t('groups.fromCache')}</p>}
    </div>
  );
});
