// Record shapes of the IndexedDB database (one object store each; see db.ts for versions).
import type { ConfigResponse, MapType, MeasureDocument } from '../../shared/api';
import type { DischargeMeter, FacilityModel, Group, GroupSummary, Remark, ServerInfo } from '../../shared/model';
import type { DBSchema } from 'idb';

/** Small cached answers, one record per key. */
export interface CacheRecords {
  config: ConfigResponse;
  groupList: { groups: GroupSummary[]; version?: string };
  /** the last server info: offline, its user is still the one working on this device */
  serverInfo: ServerInfo;
  /** ISO time the historic values were last preloaded */
  dataVersion: string;
  documentsEtag: string;
  meters: DischargeMeter[];
  facilityModels: FacilityModel[];
}
export type CacheKey = keyof CacheRecords;

/** An offline copy of a round (spec entry.md §4 offline round lifecycle). */
export interface OfflineRound extends Group {
  instanceId: string;
  creationTime: string;
  /** ISO time of the last local save */
  savedTime?: string;
  /** the protocol was printed (needed before posting when requirePrintBeforeSave is on) */
  printed?: boolean;
}

/** History of one timeseries in one month as columns (ARCHITECTURE.md §8). */
export interface HistoryBlock {
  tsId: string;
  /** 'yyyy-MM' in UTC */
  month: string;
  /** epoch ms, ascending */
  t: Float64Array;
  /** value; NaN for a reading without a value */
  v: Float64Array;
  /** remark texts by index into t/v (only readings that have one) */
  remarks: Record<number, { staRemark?: Remark; tsRemark?: Remark }>;
}

export type MapKind = MapType | 'track';
export interface MapRecord {
  /** `${mrId}/${kind}` */
  key: string;
  etag?: string;
  body: unknown;
}

export type TransferState = 'queued' | 'running' | 'success' | 'error';
export interface TransferTask {
  id: string;
  instanceId: string;
  kind: 'body' | 'image';
  /** for images: the photo record id */
  photoId?: string;
  state: TransferState;
  attempts: number;
  error?: string;
  updated: string;
}

/** A photo taken for a remark, stored until its round is posted. */
export interface PhotoRecord {
  id: string;
  instanceId: string;
  blob: Blob;
  /** image name used for the upload path */
  name: string;
  staNumber: string;
  tsParameter?: string;
  tsId?: string;
  dt?: string;
}

export interface HweDb extends DBSchema {
  cache: { key: CacheKey; value: CacheRecords[CacheKey] };
  rounds: { key: string; value: OfflineRound };
  /** full groups with entries, for offline use; key String(mrId) */
  groups: { key: string; value: Group };
  history: { key: [string, string]; value: HistoryBlock; indexes: { tsId: string } };
  maps: { key: string; value: MapRecord };
  documents: { key: string | number; value: MeasureDocument };
  outbox: { key: string; value: TransferTask; indexes: { instanceId: string } };
  photos: { key: string; value: PhotoRecord; indexes: { instanceId: string } };
}
