// The contract between the UI (main thread) and the dedicated worker (Comlink).
// The worker implements it with `expose(api satisfies WorkerApi)`; the UI calls it through `wrap<WorkerApi>`.
// Failures are thrown as plain `WorkerError` data (not Error instances), so their fields survive the boundary.
import type { Entry, Group, GroupSummary, Remark, ServerInfo, Settings } from './model';
import type { RowStatus } from './rules/completion';
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
}

/** What the UI shows for one entry row, computed with the src/shared rules. */
export interface RowView {
  /** index into round.entries */
  index: number;
  status: RowStatus;
  filled: boolean;
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
}

/** Where a photo or remark belongs: the entry row and which of its remarks. */
export interface RemarkTarget {
  index: number;
  remark: 'tsRemark' | 'staRemark';
}

/** One change the user made; the worker applies it, saves, and answers with the new view. */
export type RoundEdit =
  | { kind: 'entry'; index: number; patch: Partial<Entry> }
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

export type TransferState = 'queued' | 'running' | 'success' | 'error';
export interface TransferStatus {
  id: string;
  instanceId: string;
  kind: 'body' | 'image';
  state: TransferState;
  attempts: number;
  error?: string;
}

export interface WorkerApi {
  init(context: ClientContext, tokenProvider: AccessTokenProvider): Promise<void>;
  getConfig(): Promise<Settings>;
  getServerInfo(): Promise<ServerInfo>;
  listGroups(): Promise<GroupList>;
  /** spec entry.md §7 timeseries values (chunks of 32 ids), cached per tsId; local history on failure */
  getHistory(tsIds: string[]): Promise<HistoryResult>;
}
