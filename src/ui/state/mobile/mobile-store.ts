// State of the offline round being edited on the mobile screens (spec entry.md §2 Mobile screens).
import { proxy } from 'valtio';
import type { DischargeMeter } from '../../../shared/schema/discharge';
import type { Location } from '../../../shared/schema/remark';
import type { FacilityModel } from '../../../shared/schema/station';
import type { InstanceId, RoundView, TransferStatus, WorkerError } from '../../../shared/contract';

interface StationListPrefs {
  filter: string;
  showOptional: boolean;
  hideVisited: boolean;
  compact: boolean;
  /** the device position when sorting by distance */
  position?: Location;
}

export interface MobileState {
  instanceId?: InstanceId;
  status: 'idle' | 'loading' | 'loaded' | 'missing';
  /** issue 34: why a stored copy could not be opened when it is there but damaged (INVALID_RECORD naming record and field) */
  damage?: WorkerError;
  /** the worker's answer; kept as a ref so valtio does not proxy the whole round */
  view?: RoundView;
  /** edits sent to the worker and not yet answered */
  pendingEdits: number;
  saveFailed: boolean;
  posting: boolean;
  transfers: TransferStatus[];
  /** configured current meters (setting showDischargeMeters) */
  meters: DischargeMeter[];
  /** facility models for new devices (setting loadStationFacilityModels) */
  models: FacilityModel[];
  list: StationListPrefs;
  /** the station last opened in the input view (the tabs and g e / g i lead back to it) */
  station?: { staNumber: string; visit: number };
}

export const mobileStore = proxy<MobileState>({
  status: 'idle',
  pendingEdits: 0,
  saveFailed: false,
  posting: false,
  transfers: [],
  meters: [],
  models: [],
  list: { filter: '', showOptional: true, hideVisited: false, compact: false },
});
