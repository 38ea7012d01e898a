// The contract between the UI (main thread) and the dedicated worker (Comlink).
// The worker implements it with `expose(api satisfies WorkerApi)`; the UI calls it through `wrap<WorkerApi>`.
// Failures are thrown as plain `WorkerError` data (not Error instances), so their fields survive the boundary.
import type {
  CompletedMeasureRound,
  DischargeMeter,
  Entry,
  FacilityModel,
  Group,
  GroupSummary,
  HistoricValue,
  Remark,
  ServerInfo,
  Settings,
} from './model';
import type {
  CompletedRoundListResponse,
  GeoJsonFeatureCollection,
  MapOverlay,
  MeasureDocument,
  PermissionsPostBody,
  PermissionsResponse,
  TimeseriesMetadataResponse,
} from './api';
import type { CsvWarning } from './csv/parse';
import type { CsvRecord } from './csv/rows';
import type { CsvImporterSettings } from './model/settings';
import type { RowStatus } from './rules/completion';
import type { MeteoRow } from './rules/meteo-rows';
import type { StationProgress } from './rules/stations';

export type WorkerErrorCode =
  | 'NOT_LOGGED_IN'
  | 'NOT_MODIFIED'
  | 'NOT_FOUND'
  | 'HTTP'
  | 'NETWORK'
  | 'VALIDATION'
  | 'STORAGE'
  | 'CANCELLED'
  | 'NO_GROUPS';

export interface WorkerError {
  code: WorkerErrorCode;
  message: string;
  status?: number;
  statusText?: string;
  detail?: string;
}

/** spec entry.md §4: posting, and changing a copy whose post is under way, are refused while a transfer runs. */
export const TRANSFER_RUNNING_MESSAGE = 'A transfer is running';
/** spec entry.md §4: posting is refused while printing is required and not done. */
export const PRINT_REQUIRED_MESSAGE = 'The round must be printed before it is posted';
/** A post whose body the server took but a photo failed: the readings are on the server, only posting again is left. */
export const READINGS_SENT_MESSAGE = 'The readings were transferred; post again to send the missing photos';

export function isWorkerError(value: unknown): value is WorkerError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

export interface GroupList {
  groups: GroupSummary[];
  /** ISO time from the Date header of the list response that filled the cache */
  version?: string;
  /** true when the server could not be reached and the stored copy is shown */
  fromCache: boolean;
}

/** Supplies a fresh access token (or undefined when anonymous) before each call. */
export type AccessTokenProvider = () => Promise<string | undefined>;

export interface ClientContext {
  /** the user agent's browser name, sent as X-Client-Browser */
  browser: string;
  /** running as an installed app (display-mode standalone), sent as X-PWA */
  standalone: boolean;
  /** origin of the server (e.g. 'https://hwe.example.org'); default: the app's own origin */
  apiBase?: string;
  /** name of the IndexedDB database; default 'hwe-handentry' (tests and benchmarks use their own) */
  databaseName?: string;
}

/** History of one timeseries as columns (transferred, not copied). */
export interface HistorySeries {
  tsId: string;
  /** epoch ms, ascending */
  t: Float64Array;
  /** values; NaN where a reading has no value */
  v: Float64Array;
  /** remarks of the readings that have one, by index into t/v */
  remarks: { index: number; staRemark?: Remark; tsRemark?: Remark }[];
}

export interface HistoryResult {
  /** one per requested tsId, in request order; empty columns when nothing is known */
  series: HistorySeries[];
  /** true when at least one chunk came from the local history because the server failed */
  fromCache: boolean;
}

/** An offline copy of a round (spec entry.md §4 offline round lifecycle). */
export interface OfflineRound extends Group {
  instanceId: string;
  creationTime: string;
  /** ISO time of the last local save */
  savedTime?: string;
  /** the protocol was printed (needed before posting when requirePrintBeforeSave is on) */
  printed?: boolean;
  /**
   * the working copy of an online screen (table, hydro or meteo input), not a copy taken for offline use:
   * it is stored like one so nothing typed is lost, but not listed among the offline copies
   */
  onlineEntry?: boolean;
}

/** What the UI shows for one entry row, computed with the src/shared rules. */
export interface RowView {
  /** index into round.entries */
  index: number;
  status: RowStatus;
  filled: boolean;
  /** the value computed from discharge, snow or a formula generator when none was typed (what a post sends) */
  calculatedValue?: number;
  /** plausibility text of the value, '' when plausible */
  implausibleText: string;
  /** last-value text (outside the former range, or Min/Max marker), '' when none */
  lastValueText: string;
  /** date plausibility text (future / older than pastDateDays), '' when plausible */
  dateText: string;
}

export interface RoundView {
  round: OfflineRound;
  rows: RowView[];
  progress: StationProgress;
}

export interface OfflineRoundSummary {
  instanceId: string;
  mrId: number | string;
  mrName: string;
  creationTime: string;
  progress: StationProgress;
  /** no station is complete (the "delete empty copies" button removes these) */
  empty: boolean;
  /** the working copy of an online screen (see OfflineRound.onlineEntry) */
  onlineEntry: boolean;
}

/** Where a photo or remark belongs: the entry row and which of its remarks. */
export interface RemarkTarget {
  index: number;
  remark: 'tsRemark' | 'staRemark';
}

/** One change the user made; the worker applies it, saves, and answers with the new view. */
/** The object fields of an entry that several inputs fill one field at a time. */
export type EntryPart = 'dischargeProtocol' | 'tsRemark' | 'staRemark';

/** Merges `patch` into one object field of the entry in the worker, so fields typed in quick succession never overwrite each other. */
export type EntryPartEdit = { [F in EntryPart]: { kind: 'entryPart'; index: number; field: F; patch: Partial<NonNullable<Entry[F]>> } }[EntryPart];

export type RoundEdit =
  | { kind: 'entry'; index: number; patch: Partial<Entry> }
  | EntryPartEdit
  /** sets (or clears with undefined) the date of all entries of the row's station */
  | { kind: 'stationDate'; index: number; dt: string | undefined }
  | { kind: 'round'; patch: Partial<Pick<Group, 'mrTeam' | 'mrRemark'>> }
  | { kind: 'duplicateStation'; index: number }
  | { kind: 'overwriteDates'; dt: string }
  | { kind: 'printed' };

export interface PostOptions {
  /** spec entry.md §4 partial post (setting postTimeseriesPartial): only complete stations are sent and removed */
  partial?: boolean;
}

export interface PostResult {
  /** timeseries values the server stored */
  count: number;
  /** the copy that keeps the unsent stations after a partial post */
  remainingInstanceId?: string;
}

/** One meteo table (spec entry.md §2 Meteo input): the group, the station shown and the month. */
export interface MeteoDraftKey {
  mrId: string;
  staNumber: string;
  /** yyyy-MM */
  month: string;
}

export type TransferState = 'queued' | 'running' | 'success' | 'error';
export interface TransferStatus {
  id: string;
  instanceId: string;
  kind: 'body' | 'image';
  state: TransferState;
  attempts: number;
  error?: string;
}

export interface PreloadProgress {
  done: number;
  total: number;
  /** what was just loaded (group name, map kind, 'documents') */
  label?: string;
}

export interface PreloadResult {
  groups: number;
  timeseries: number;
  /** ISO time stored as the timeseries data version */
  dataVersion: string;
  /** failures that did not stop the preload (spec entry.md §8: shown as a success-styled line) */
  errors: string[];
}

export interface StorageStatus {
  /** persistent storage granted (the group selection screen warns when not) */
  persisted: boolean;
  usageBytes?: number;
  quotaBytes?: number;
}

export type MapKind = 'ortho' | 'osm' | 'track';

export interface PhotoScaleOptions {
  /** longest side in px; default the setting photoMaxSize (6000) */
  maxSize?: number;
  /** JPEG quality 0..1; default the setting photoJpegQuality (0.5) */
  quality?: number;
}

export interface ArchiveImageOptions {
  /** 0..100, sent as X-Image-Quality (setting showArchiveImagesQuality) */
  quality?: number;
  /** px, sent as X-Image-Width (setting showArchiveImagesWidth) */
  width?: number;
}

export type CsvColumns = Pick<CsvImporterSettings, 'dateColumn' | 'timeColumn' | 'valueColumn' | 'remarkColumn' | 'startRow' | 'dateTimeFormat'>;

export interface CsvSummary {
  importId: string;
  delimiter: string;
  /** rows parsed (comments and empty lines dropped), including those before startRow */
  rowCount: number;
  /** rows that became values */
  recordCount: number;
  /** data rows whose date could not be read */
  skippedRows: number;
  /** the first warnings (spec: 'Quoted field unterminated', 'Trailing quote on quoted field is malformed') */
  warnings: CsvWarning[];
  warningCount: number;
  /** the first rows as split, for the column grid */
  head: string[][];
  firstDt?: string;
  lastDt?: string;
  /** the first preview page */
  preview: CsvRecord[];
}

export interface CsvPostRequest {
  mrId: number | string;
  /** the chosen timeseries (its entry in the group) */
  timeseries: Entry;
  unitOverride?: string;
  team?: string;
}

/**
 * A Blob or File by shape: src/shared has no DOM lib. The worker implements `WorkerApi<Blob>` and the UI
 * wraps `WorkerApi<Blob>`, so both sides see the platform's Blob.
 */
export interface BlobLike {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}

export interface WorkerApi<FileBlob extends BlobLike = BlobLike> {
  init(context: ClientContext, tokenProvider: AccessTokenProvider): Promise<void>;
  getConfig(): Promise<Settings>;
  getServerInfo(): Promise<ServerInfo>;
  listGroups(): Promise<GroupList>;
  /** spec entry.md §7 timeseries values (chunks of 32 ids), cached per tsId; local history on failure */
  getHistory(tsIds: string[]): Promise<HistoryResult>;
  /** the entry of a timeseries in a group stored on this device (parameter, unit, station metadata for the chart) */
  findTimeseriesEntry(tsId: string): Promise<Entry | undefined>;

  /** the config screen's own settings (overlaid on the server config) */
  getLocalSettings(): Promise<Partial<Settings>>;
  /** stores the config screen's settings; answers the effective settings */
  saveLocalSettings(local: Partial<Settings>): Promise<Settings>;
  getStorageStatus(): Promise<StorageStatus>;

  /** spec entry.md §7 GET /measure-round/{mrId} for entry (formula entries excluded); stored copy offline */
  loadGroup(mrId: number | string): Promise<Group>;
  /** new offline copy: new instanceId, creationTime now, team emptied; `onlineEntry` marks an online screen's working copy */
  createOfflineRound(mrId: number | string, options?: { onlineEntry?: boolean }): Promise<RoundView>;
  getOfflineRound(instanceId: string): Promise<RoundView>;
  listOfflineRounds(): Promise<OfflineRoundSummary[]>;
  /** saves a whole round ('Missing instanceId!' without one) */
  saveOfflineRound(round: Group): Promise<RoundView>;
  /** applies the edits, commits them to IndexedDB, then answers the new view */
  editRound(instanceId: string, edits: RoundEdit[]): Promise<RoundView>;
  /**
   * spec entry.md §7 update of timeseries values for entries with a date: their tsData relative to that date,
   * from the server, else the local history; answers the stored view, undefined when nothing changed
   */
  updateTimeseriesData(instanceId: string): Promise<RoundView | undefined>;
  deleteOfflineRounds(instanceIds: string[]): Promise<void>;
  /** an uploaded offline round file (JSON text or the File) */
  importOfflineRoundFile(file: FileBlob | string): Promise<RoundView>;

  /** scales the photo (photoMaxSize, JPEG quality) and adds it to the remark */
  addPhoto(instanceId: string, target: RemarkTarget, photo: FileBlob): Promise<RoundView>;
  removePhoto(instanceId: string, target: RemarkTarget, position: number): Promise<RoundView>;
  getPhoto(photoId: string): Promise<FileBlob>;
  /** the photo itself when it fits, else a JPEG scaled to maxSize */
  scalePhoto(photo: FileBlob, options?: PhotoScaleOptions): Promise<FileBlob>;

  /** the rows typed into a meteo table and not yet posted; empty when none */
  getMeteoDraft(key: MeteoDraftKey): Promise<MeteoRow[]>;
  /** keeps the editable rows that hold something typed, committed before it answers (none: the draft is removed) */
  saveMeteoDraft(key: MeteoDraftKey, rows: MeteoRow[]): Promise<void>;
  /** removes the draft once its rows are posted */
  clearMeteoDraft(key: MeteoDraftKey): Promise<void>;

  /** spec entry.md §4 full or partial post; refused while a transfer runs or printing is required and not done */
  postRound(instanceId: string, options?: PostOptions): Promise<PostResult>;
  getTransfers(instanceId?: string): Promise<TransferStatus[]>;

  getMap(mrId: number | string, kind: MapKind): Promise<MapOverlay | GeoJsonFeatureCollection | undefined>;
  getDocuments(): Promise<MeasureDocument[]>;
  getDischargeMeters(): Promise<DischargeMeter[]>;
  getFacilityModels(): Promise<FacilityModel[]>;

  /** spec entry.md §4 offline preload of the named groups (all when empty); throws CANCELLED when cancelled */
  preloadOffline(
    jobId: string,
    groupNames: string[],
    onGroups?: (progress: PreloadProgress) => void,
    onValues?: (progress: PreloadProgress) => void,
  ): Promise<PreloadResult>;
  /** spec entry.md §2 CSV importer: the text or File is handed over once; answers summary and first preview page */
  openCsv(source: FileBlob | string, columns: CsvColumns): Promise<CsvSummary>;
  /** column settings changed: re-maps the kept text */
  updateCsv(importId: string, columns: CsvColumns): Promise<CsvSummary>;
  csvPreview(importId: string, page: number, pageSize?: number): Promise<CsvRecord[]>;
  /** posts the values for the chosen timeseries (import number required; double posting refused) */
  postCsv(importId: string, request: CsvPostRequest): Promise<PostResult>;
  closeCsv(importId: string): Promise<void>;

  // archive.md §7
  listCompletedRounds(): Promise<CompletedRoundListResponse>;
  getCompletedRound(instanceId: string): Promise<CompletedMeasureRound>;
  /** the completed round including decisions */
  postCompletedRound(round: CompletedMeasureRound): Promise<void>;
  getCompletedRoundPdf(instanceId: string): Promise<FileBlob>;
  getCompletedRoundImage(instanceId: string, imageName: string, options?: ArchiveImageOptions): Promise<FileBlob>;
  /** values with images of archived rounds (when archive images are enabled) */
  getCompletedTimeseriesValues(tsIds: string[]): Promise<HistoricValue[]>;
  getTimeseriesMetadata(tsId: string): Promise<TimeseriesMetadataResponse>;
  getPermissions(): Promise<PermissionsResponse>;
  postPermissions(body: PermissionsPostBody): Promise<void>;

  /** cancels a running job (preload) by its id */
  cancelJob(jobId: string): Promise<boolean>;
}
