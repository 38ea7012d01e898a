import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { stationList } from '../../../../shared/rules/stations-list';
import { ProgressBar } from '../../../components/ProgressBar';
import { mobileStore } from '../../../state/mobile/mobile-store';
import { sortByDistance } from '../../../state/mobile/position';
import { ListOptions } from './ListOptions';
import { StationListItem } from './StationListItem';
import { useRoundView } from '../../../state/mobile/use-round-view';

/** spec entry.md §2 Mobile list: progress, filter, distance sort, optional toggle, hide visited, compact list, task badges. */
export function StationList() {
  const { t } = useTranslation();
  const view = useRoundView();
  const { list } = useSnapshot(mobileStore);
  const entries = view.round.entries;
  const { completed, missing, percent } = view.progress;

  const rowOf = new Map(entries.map((entry, index) => [entry, index]));
  const stationByRow = new Map(view.stations.map((station) => [station.rows[0], station]));
  const shown = stationList(entries, {
    filter: list.filter,
    showOptional: list.showOptional,
    hideVisited: list.hideVisited,
    position: list.position,
  });

  return (
    <div className="station-list-view">
      <ProgressBar percent={percent} label={t('mobile.progress', { completed, total: completed + missing, percent })} />
      <ListOptions onSortByDistance={sortByDistance} />
      <ul className={`station-list${list.compact ? ' compact' : ''}`}>
        {shown.map(({ entries: station, distance }) => {
          const first = stationByRow.get(rowOf.get(station[0])!)!;
          return <StationListItem key={`${first.staNumber}/${first.visit}`} station={first} entries={station} distance={distance} compact={list.compact} />;
        })}
      </ul>
      {shown.length === 0 && <p className="hint">{t('mobile.noStations')}</p>}
    </div>
  );
}
