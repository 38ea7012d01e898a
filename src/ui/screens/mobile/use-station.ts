import { useEffect } from 'react';
import { useParams } from 'wouter';
import { mobileStore } from '../../state/mobile/mobile-store';
import type { StationView } from '../../../shared/worker-api';
import { findStation } from './stations';
import { useRoundSelector } from '../../state/mobile/use-round-view';

export interface CurrentStation {
  stations: StationView[];
  /** position in stations; -1 when the route names no station of the round */
  position: number;
  station?: StationView;
}

/** The station the route /…/:staNumber/:visit? names; it becomes the station the tabs lead back to. */
export function useStation(): CurrentStation {
  const params = useParams<{ staNumber: string; visit?: string }>();
  const staNumber = decodeURIComponent(params.staNumber);
  const visit = Number(params.visit ?? 0);
  // the stations only: a change of their entries alone leaves them as they are (issue 13)
  const stations = useRoundSelector((view) => view.stations);
  useEffect(() => {
    mobileStore.station = { staNumber, visit };
  }, [staNumber, visit]);
  const position = findStation(stations, staNumber, visit);
  return { stations, position, station: stations[position] };
}
