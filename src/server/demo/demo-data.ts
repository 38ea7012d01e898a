// The shape of the demo data set: generated deterministically by ./generate.ts, stored by the seed step.
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import type { DischargeMeter } from '../../shared/schema/discharge';
import type { Entry } from '../../shared/schema/entry';
import type { FacilityModel } from '../../shared/schema/station';
import type { GeoJsonFeatureCollection, MapOverlay, MeasureDocument, Role } from '../../shared/api';

export interface DemoRound {
  mrId: number;
  mrName: string;
  /** category shown on the group selection screen */
  mrGroup: string;
  mrRemark?: string;
  /** entry templates in round order: station, timeseries and metadata, no readings */
  entries: Entry[];
  track?: GeoJsonFeatureCollection;
  overlays?: Omit<MapOverlay, 'etag'>[];
}

/** History of one timeseries as columns: `t[i]` epoch ms, `v[i]` value (null for a gap). */
export interface DemoHistorySeries {
  tsId: string;
  t: number[];
  v: (number | null)[];
  /** remark texts of some readings, by index into t/v */
  remarks?: { index: number; staRemark?: string; tsRemark?: string }[];
}

export interface DemoUser {
  username: string;
  isAdmin: boolean;
  roles: { mrId: number; role: Role }[];
}

export interface DemoData {
  rounds: DemoRound[];
  history: DemoHistorySeries[];
  dischargeMeters: DischargeMeter[];
  facilityModels: FacilityModel[];
  documents: MeasureDocument[];
  users: DemoUser[];
  completedRounds: CompletedMeasureRound[];
}
