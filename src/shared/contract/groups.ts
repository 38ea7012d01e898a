// The group list, one group for entry, and the reference data stored with them (maps, documents, lists).
import type { GeoJsonFeatureCollection, MapOverlay, MeasureDocument } from '../api';
import type { DischargeMeter, FacilityModel, Group, GroupSummary } from '../model';
import type { VersionAge } from '../rules/group-selection';

export interface GroupList {
  groups: GroupSummary[];
  /** ISO time from the Date header of the list response that filled the cache */
  version?: string;
  /** ISO time the last offline preload stored the historic values (the value data version), if any */
  dataVersion?: string;
  /** the ages of the two versions when answered (spec entry.md §2: under 3 h ok, over 72 h or unknown warning) */
  versionAge: VersionAge;
  dataVersionAge: VersionAge;
  /** true when the server could not be reached and the stored copy is shown */
  fromCache: boolean;
  /** the device's storage is full: the list is shown but not kept for offline use */
  storageFull: boolean;
}

export type MapKind = 'ortho' | 'osm' | 'track';

export interface GroupsApi {
  listGroups(): Promise<GroupList>;
  /** spec entry.md §7 GET /measure-round/{mrId} for entry (formula entries excluded); stored copy offline */
  loadGroup(mrId: number | string): Promise<Group>;
  getMap(mrId: number | string, kind: MapKind): Promise<MapOverlay | GeoJsonFeatureCollection | undefined>;
  getDocuments(): Promise<MeasureDocument[]>;
  getDischargeMeters(): Promise<DischargeMeter[]>;
  getFacilityModels(): Promise<FacilityModel[]>;
}
