import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { Entry } from '../../../../shared/schema/entry';
import { DEFAULT_STATION_TITLE } from '../../../../shared/config/settings';
import { renderStationTitle } from '../../../../shared/config/station-title';
import { formatNumber } from '../../../../shared/format/number';
import { store } from '../../../state/store';
import type { StationView } from '../../../../shared/contract';
import { inputPath } from '../stations';

interface StationListItemProps {
  station: StationView;
  entries: readonly Entry[];
  /** metres from the device */
  distance?: number;
  compact: boolean;
}

export function StationListItem({ station, entries, distance, compact }: StationListItemProps) {
  const { t } = useTranslation();
  const { settings } = useSnapshot(store);
  const first = entries[0];
  const { complete } = station;
  const openTasks = (first.staTasks ?? []).filter((task) => !task.taskDone);
  return (
    <li className={`station-item${complete ? ' complete' : ''}`}>
      <Link href={inputPath(station)} className="station-link">
        <span className="station-title">{renderStationTitle(settings?.stationTitle ?? DEFAULT_STATION_TITLE, first)}</span>
        {!compact && <span className="station-parameters">{entries.map((entry) => entry.tsParameter).join(', ')}</span>}
        <span className="station-badges">
          {complete && <span className="badge badge-age-ok">{t('mobile.visited')}</span>}
          {station.optional && <span className="badge">{t('mobile.optional')}</span>}
          {openTasks.map((task, i) => (
            <span key={i} className="badge badge-task" title={task.text}>
              {task.taskType}
            </span>
          ))}
          {distance !== undefined && <span className="badge">{t('mobile.distance', { distance: formatNumber(distance / 1000) })}</span>}
        </span>
      </Link>
    </li>
  );
}
