import { useEffect } from 'react';
import { useParams } from 'wouter';
import type { Entry } from '../../../shared/model';
import { mobileStore } from '../../state/mobile/mobile-store';
import type { StationView } from '../../../shared/worker-api';
import { findStation } from './stations';
import { useRoundView } from '../../state/mobile/use-round-view';

export interface CurrentStation {
  entries: Entry[];
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
  const view = useRoundView();
  useEffect(() => {
    mobileStore.station = { staNumber, visit };
  }, [staNumber, visit]);
  const entries = view.round.entries;
  const stations = view.stations;
  const position = findStation(stations, staNumber, visit);
  return { entries, stations, position, station: stations[position] };
}
