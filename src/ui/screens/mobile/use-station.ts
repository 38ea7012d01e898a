import { useEffect } from 'react';
import { useRouteParams } from '../../app/route-params';
import { mobileStore } from '../../state/mobile/mobile-store';
import type { RoundView, StationView } from '../../../shared/contract';
import { findStation } from './stations';
import { useRoundSelector } from '../../state/mobile/use-round-view';

interface CurrentStation {
  station?: StationView;
  /** the stations before and after it in the list (the previous/next buttons lead there) */
  previous?: StationView;
  next?: StationView;
}

/**
 * The station the route /…/:staNumber/:visit? names; it becomes the station the tabs lead back to. The screen renders
 * again only when this station or its neighbours change (issue 13: a value that completes another station does not).
 */
export function useStation(): CurrentStation {
  const { staNumber, visit: visitParam } = useRouteParams<{ staNumber: string; visit?: string }>();
  const visit = Number(visitParam ?? 0);
  const current = useRoundSelector((view) => neighbours(view, staNumber, visit), sameStations);
  useEffect(() => {
    mobileStore.station = { staNumber, visit };
  }, [staNumber, visit]);
  return current;
}

function neighbours({ stations }: RoundView, staNumber: string, visit: number): CurrentStation {
  const position = findStation(stations, staNumber, visit);
  return position < 0 ? {} : { previous: stations[position - 1], station: stations[position], next: stations[position + 1] };
}

const sameStations = (a: CurrentStation, b: CurrentStation) => a.station === b.station && a.previous === b.previous && a.next === b.next;
