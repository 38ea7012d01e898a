import { CloudRain, Droplets, Waves, type LucideIcon } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ObserverListsView } from '../../../shared/contract/groups';
import type { InputKind } from '../../../shared/schema/settings';
import { inputPagePath } from '../../app/input-page-path';
import { Icon } from '../../components/Icon';
import type { startDe } from '../../i18n/start-de';

/** a month of the worker's yyyy-MM */
type MonthNumber = keyof typeof startDe.groups.monthShort;

const KIND_ICONS: Record<InputKind, LucideIcon> = { meteoInput: CloudRain, hydroInputOWF: Waves, hydroInputUWQ: Droplets };

interface Props {
  view: ObserverListsView;
  onMonthChange(month: string): void;
  filter: string;
  onFilterChange(filter: string): void;
}

/**
 * spec entry.md §2 observer lists as the worker answered them (for logged-in users when meteo or hydro groups exist):
 * month buttons for the current and 5 earlier months, a filter box above 5 lists, an icon per kind.
 * Memoised: the group selection re-renders on every answer and keystroke, this only when its own data changes (issue 13).
 */
export const ObserverLists = memo(function ObserverLists({ view, onMonthChange, filter, onFilterChange }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(view.initiallyExpanded);

  return (
    <div className="card observer-lists">
      <button type="button" className="card-header" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
        <span className="category-name">{t('groups.observerLists')}</span>
        <span className="badge">{view.count}</span>
      </button>
      {expanded && (
        <div className="observer-lists-body">
          <div className="button-row observer-months" role="group" aria-label={t('groups.observerMonth')}>
            {view.months.map((candidate) => (
              <button
                key={candidate}
                type="button"
                className={`btn${candidate === view.month ? ' btn-primary' : ''}`}
                aria-pressed={candidate === view.month}
                onClick={() => onMonthChange(candidate)}
              >
                {t(`groups.monthShort.${candidate.slice(5) as MonthNumber}`)} {candidate.slice(0, 4)}
              </button>
            ))}
          </div>
          {view.filterShown && (
            <label className="field">
              <span>{t('groups.filter')}</span>
              <input type="search" value={filter} onChange={(event) => onFilterChange(event.target.value)} />
            </label>
          )}
          <ul className="group-list">
            {view.lists.map(({ group, kind }) => (
              <li key={String(group.mrId)} className="group-item" data-kind={kind}>
                <Link href={inputPagePath(kind, group.mrId, `${view.month}-01`)} className="group-name">
                  <Icon icon={KIND_ICONS[kind]} label={t(`groups.observerKind.${kind}`)} /> {group.mrName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
});

