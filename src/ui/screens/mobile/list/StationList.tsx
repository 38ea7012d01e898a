import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { keepsEveryStation } from '../../../../shared/contract/station-list-options';
import { ProgressBar } from '../../../components/ProgressBar';
import { mobileStore } from '../../../state/mobile/mobile-store';
import { sortByDistance } from '../../../state/mobile/position';
import { useTopic } from '../../../state/use-topic';
import { ListOptions } from './ListOptions';
import { StationListItem } from './StationListItem';
import { useRoundView } from '../../../state/mobile/use-round-view';

/**
 * spec entry.md §2 Mobile list: progress, filter, distance sort, optional toggle, hide visited, compact list, task
 * badges. The worker filters and sorts the stations (issue 10) and pushes them after every change of the copy (topic 'stations').
 */
export function StationList() {
  const { t } = useTranslation();
  const view = useRoundView();
  const { list } = useSnapshot(mobileStore);
  const entries = view.round.entries;
  const { completed, missing, percent } = view.progress;
  const { filter, showOptional, hideVisited, position } = list;
  // issue 13: options that keep every station need no answer, so the list paints with the view (a round opened on the
  // list no longer waits for a second call to the worker); the worker filters and sorts only for the other options
  const everyStation = keepsEveryStation({ filter, showOptional, hideVisited, position });
  const listed = useTopic(
    everyStation
      ? undefined
      : // a plain copy of the position: the store's snapshot cannot be posted to the worker
        { kind: 'stations', instanceId: view.round.instanceId, options: { filter, showOptional, hideVisited, position: position && { ...position } } },
  );
  // the stations as this view has them (an answer about a newer copy names a station the view may not have yet)
  const stationOf = new Map(view.stations.map((station) => [`${station.staNumber}/${station.visit}`, station]));
  // until the worker's first answer the list keeps what it showed: every station, or nothing when it opened with
  // options that leave stations out
  const [openedNarrowed] = useState(!everyStation);
  const shown =
    everyStation || (!listed && !openedNarrowed)
      ? view.stations.map((station) => ({ station, distance: undefined }))
      : listed?.flatMap(({ staNumber, visit, distance }) => {
          const station = stationOf.get(`${staNumber}/${visit}`);
          return station ? [{ station, distance }] : [];
        });
  const painted = useFirstScreenFirst(shown);

  return (
    <div className="station-list-view">
      <ProgressBar percent={percent} label={t('mobile.progress', { completed, total: completed + missing, percent })} />
      <ListOptions onSortByDistance={sortByDistance} />
      <ul className={`station-list${list.compact ? ' compact' : ''}`}>
        {painted?.map(({ station, distance }) => (
          <StationListItem
            key={`${station.staNumber}/${station.visit}`}
            station={station}
            entries={station.rows.map((row) => entries[row])}
            distance={distance}
            compact={list.compact}
          />
        ))}
      </ul>
      {shown?.length === 0 && <p className="hint">{t('mobile.noStations')}</p>}
    </div>
  );
}

/** stations painted at once: more than a phone screen holds; the others follow in steps of as many */
const STATIONS_PER_STEP = 30;

/**
 * The list's first screen is painted at once, the other stations follow in steps, each a transition after the last
 * step's commit (issue 13: a round of 200 stations rendered in one task of the main thread before anything showed;
 * the other 170 as one transition still committed in one task, Lighthouse's longest on /mobile/{id}).
 */
function useFirstScreenFirst<T>(items: T[] | undefined): T[] | undefined {
  const [shownCount, setShownCount] = useState(STATIONS_PER_STEP);
  const total = items?.length ?? 0;
  useEffect(() => {
    if (shownCount < total) startTransition(() => setShownCount(shownCount + STATIONS_PER_STEP));
  }, [shownCount, total]);
  return items?.slice(0, shownCount);
}
