import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { mobileStore } from '../../../state/mobile/mobile-store';
import { store } from '../../../state/store';

export function ListOptions({ onSortByDistance }: { onSortByDistance: () => unknown }) {
  const { t } = useTranslation();
  const prefs = mobileStore.list;
  // the list's preferences only: the rest of the mobile store changes with every reading
  const list = useSnapshot(prefs, { sync: true });
  const { settings } = useSnapshot(store);
  return (
    <div className="list-options">
      <label className="field">
        <span>{t('mobile.filter')}</span>
        <input type="search" value={list.filter} onChange={(event) => (prefs.filter = event.target.value)} />
      </label>
      <div className="toggles">
        <Toggle label={t('mobile.showOptional')} checked={list.showOptional} onChange={(on) => (prefs.showOptional = on)} />
        <Toggle label={t('mobile.hideVisited')} checked={list.hideVisited} onChange={(on) => (prefs.hideVisited = on)} />
        {(settings?.showCompactStationList ?? true) && (
          <Toggle label={t('mobile.compact')} checked={list.compact} onChange={(on) => (prefs.compact = on)} />
        )}
        <button type="button" className="btn" aria-pressed={list.position !== undefined} onClick={onSortByDistance}>
          {t('mobile.sortByDistance')}
        </button>
      </div>
    </div>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
