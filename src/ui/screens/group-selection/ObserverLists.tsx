import { format } from 'date-fns';
import { CloudRain, Droplets, Waves, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { DATE_LOCALES } from '../../../shared/format/date';
import type { InputKind } from '../../../shared/model';
import { filterGroups } from '../../../shared/rules/group-selection';
import { inputPagePath } from '../../../shared/rules/input-page';
import {
  OBSERVER_FILTER_ABOVE,
  observerLists,
  observerListsInitiallyExpanded,
  observerMonths,
} from '../../../shared/rules/observer-lists';
import { Icon } from '../../components/Icon';
import { uiLocale } from '../../i18n/ui-locale';
import { store } from '../../state/store';

const KIND_ICONS: Record<InputKind, LucideIcon> = { meteoInput: CloudRain, hydroInputOWF: Waves, hydroInputUWQ: Droplets };

/**
 * spec entry.md §2 observer lists: for logged-in users when meteo or hydro groups exist; month buttons for the
 * current and 5 earlier months, a filter box above 5 lists, an icon per kind; expanded for non-admins.
 */
export function ObserverLists() {
  const { t, i18n } = useTranslation();
  const { groups, serverInfo, settings } = useSnapshot(store);
  const [months] = useState(() => observerMonths(new Date()));
  const [month, setMonth] = useState(months[months.length - 1]);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState(() => observerListsInitiallyExpanded(serverInfo?.isAdmin));
  if (!settings || !serverInfo?.username) return null;
  const lists = observerLists(groups.list, settings.inputKinds);
  if (lists.length === 0) return null;
  const shownGroups = new Set(filterGroups(lists.map((list) => list.group), filter));
  const locale = DATE_LOCALES[uiLocale(i18n.language)];

  return (
    <div className="card observer-lists">
      <button type="button" className="card-header" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
        <span className="category-name">{t('groups.observerLists')}</span>
        <span className="badge">{lists.length}</span>
      </button>
      {expanded && (
        <div className="observer-lists-body">
          <div className="button-row observer-months" role="group" aria-label={t('groups.observerMonth')}>
            {months.map((candidate) => (
              <button
                key={candidate}
                type="button"
                className={`btn${candidate === month ? ' btn-primary' : ''}`}
                aria-pressed={candidate === month}
                onClick={() => setMonth(candidate)}
              >
                {format(new Date(`${candidate}-15T12:00:00`), 'LLL yyyy', { locale })}
              </button>
            ))}
          </div>
          {lists.length > OBSERVER_FILTER_ABOVE && (
            <label className="field">
              <span>{t('groups.filter')}</span>
              <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
            </label>
          )}
          <ul className="group-list">
            {lists
              .filter((list) => shownGroups.has(list.group))
              .map(({ group, kind }) => (
                <li key={String(group.mrId)} className="group-item" data-kind={kind}>
                  <Link href={inputPagePath(group, `${month}-01`, settings.inputKinds)} className="group-name">
                    <Icon icon={KIND_ICONS[kind]} label={t(`groups.observerKind.${kind}`)} /> {group.mrName}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      )}
    </div>
  );
}

