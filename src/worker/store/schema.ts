// Record shapes of the IndexedDB database (one object store each; see db.ts for versions), inferred from the schemas
// they are checked with when read (issue 14).
import type { ConfigResponse, MeasureDocument } from '../../shared/api';
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import type { ArchivePage } from '../../shared/contract/archive';
import type { DischargeMeter } from '../../shared/schema/discharge';
import type { Group, GroupSummary } from '../../shared/schema/group';
import type { ServerInfo } from '../../shared/schema/reference';
import type { Settings } from '../../shared/schema/settings';
import type { FacilityModel } from '../../shared/schema/station';
import {
  type StoredArchiveDraftSchema,
  type StoredArchiveVersionSchema,
  type StoredDeviceUserSchema,
  type StoredHistoryMonthSchema,
  type StoredHistorySchema,
  type StoredMapSchema,
  type StoredMeteoDraftSchema,
  type StoredOnlineSessionSchema,
  type StoredPhotoSchema,
  type StoredTransferTaskSchema,
} from '../../shared/schema/stored';
import type { OfflineRound } from '../../shared/contract';
export type { OfflineRound } from '../../shared/contract';
import type { DBSchema } from 'idb';
import type { Static, TUnknown } from 'typebox';

/** Small cached answers, one record per key. */
export interface CacheRecords {
  config: ConfigResponse;
  /** the settings the user chose on the config screen */
  localSettings: Partial<Settings>;
  groupList: { groups: GroupSummary[]; version?: string };
  /** the last server info: offline, its user is still the one working on this device */
  serverInfo: ServerInfo;
  /** ISO time the historic values were last preloaded */
  dataVersion: string;
  documentsEtag: string;
  meters: DischargeMeter[];
  facilityModels: FacilityModel[];
  /** the version of the stored archive list and when it was last brought up to date (issue 11) */
  archiveVersion: Static<typeof StoredArchiveVersionSchema>;
  /** issue 38: the stored archive's first page of the default view, written with its blocks */
  archiveHead: StoredArchiveHead;
  /** issue 34: the device's user (the `sub` of the last login), null after a logout; never set without login */
  deviceUser: Static<typeof StoredDeviceUserSchema>;
}
export type CacheKey = keyof CacheRecords;

/** rows per stored block (issue 38): a block's clone stays a few milliseconds on a phone, 100,000 rows are 200 records */
export const ARCHIVE_BLOCK_ROWS = 500;

/** A few hundred summary rows of the stored archive list, checked when read (rows that do not match are kept: the list names them). */
export interface ArchiveBlock {
  rows: unknown[];
}

/** The default view's first page (list rows of checked rounds) and the number of stored rows, its reading's progress total. */
export interface StoredArchiveHead {
  page: ArchivePage;
  rows: number;
}

/** The whole history of one timeseries as columns (issue 38: one record per series, not per month as in ARCHITECTURE.md §8). */
export type HistoryRecord = Static<typeof StoredHistorySchema>;
/** A month of one series as stored until issue 38; the store upgrade joins them (history-months.ts). */
export type HistoryMonth = Static<typeof StoredHistoryMonthSchema>;

export type { MapKind } from '../../shared/contract';
/** A map overlay or track with its ETag; its body is checked against the answer's schema when read. */
export type MapRecord = Static<ReturnType<typeof StoredMapSchema<TUnknown>>>;

export type TransferTask = Static<typeof StoredTransferTaskSchema>;

/** A photo taken for a remark, stored until its round has been posted. */
export type PhotoRecord = Static<typeof StoredPhotoSchema>;

/** The rows typed into one meteo table (the editable days holding something typed), kept until they are posted. */
export type MeteoDraftRecord = Static<typeof StoredMeteoDraftSchema>;

/** The copy an online screen (table, hydro) edits until it is posted; `session` names the screen, e.g. 'hydro:402'. */
export type OnlineSessionRecord = Static<typeof StoredOnlineSessionSchema>;

/** The unsaved decisions on an archived round, kept until they are posted (issue 10). */
export type ArchiveDraftRecord = Static<typeof StoredArchiveDraftSchema>;

export interface HweDb extends DBSchema {
  cache: { key: CacheKey; value: CacheRecords[CacheKey] };
  rounds: { key: string; value: OfflineRound };
  /** full groups with entries, for offline use; key String(mrId) */
  groups: { key: string; value: Group };
  /** by tsId */
  history: { key: string; value: HistoryRecord };
  maps: { key: string; value: MapRecord };
  documents: { key: string | number; value: MeasureDocument };
  outbox: { key: string; value: TransferTask; indexes: { instanceId: string } };
  photos: { key: string; value: PhotoRecord; indexes: { instanceId: string } };
  /** key [mrId, staNumber, month] */
  meteoDrafts: { key: [string, string, string]; value: MeteoDraftRecord };
  /** the archive list's summary rows (issue 11) in blocks numbered from 0 (issue 38) */
  archiveBlocks: { key: number; value: ArchiveBlock };
  /** archived rounds with their entries (the detail and the report), current with the stored list (issue 11) */
  archiveRounds: { key: string; value: CompletedMeasureRound };
  /** the copy each online screen edits, by screen (issue 10) */
  onlineSessions: { key: string; value: OnlineSessionRecord };
  /** the decisions being made on an archived round, by instanceId (issue 10) */
  archiveDrafts: { key: string; value: ArchiveDraftRecord };
}
