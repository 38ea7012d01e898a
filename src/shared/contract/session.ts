// Starting the worker, its settings and the device's storage.
import type { SettingNote } from '../config/checked-settings';
import type { ServerInfo } from '../schema/reference';
import type { Settings } from '../schema/settings';

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
  /** issue 34: a post or upload that answers nothing for this long ends as "outcome unknown"; default 60 s (tests use less) */
  transferStallMs?: number;
}

/** issue 34: one thing on this device the server does not have yet. */
export interface UnsentItem {
  /** the copy's instanceId, or 'meteo:{mrId}/{staNumber}/{month}' for a meteo draft */
  id: string;
  kind: 'copy' | 'meteoDraft';
  /** the round's name ('' when not known) */
  name: string;
  /** the station number and month of a meteo draft */
  detail?: string;
  /** ISO time it was last saved (a copy's creation time when it was never saved) */
  savedTime: string;
  photos: number;
  /** photo and body uploads queued or failed */
  uploads: number;
}

export interface StorageStatus {
  /** persistent storage granted (the group selection screen warns when not) */
  persisted: boolean;
  usageBytes?: number;
  quotaBytes?: number;
}

/** What an earlier version kept in the page's web storage; the worker cannot read it, so the UI hands it over once. */
export interface LegacyStorage {
  /** online screen → instanceId of its copy (keys 'hwe-online-session:{screen}') */
  onlineSessions: Record<string, string>;
  /** meteo table → JSON of its typed rows (keys 'hwe-meteo-draft:{mrId}:{staNumber}:{month}') */
  meteoDrafts?: Record<string, string>;
}

/** a call the app's start makes: after a while without an answer the stored copy is answered (issue 13, a slow network) */
export interface StartCallOptions {
  atStart?: boolean;
}

export interface SessionApi {
  init(context: ClientContext, tokenProvider: AccessTokenProvider): Promise<void>;
  getConfig(options?: StartCallOptions): Promise<Settings>;
  /** issue 34: the settings of the last getConfig that broke their schema and fell back to their default */
  getSettingNotes(): Promise<SettingNote[]>;
  getServerInfo(options?: StartCallOptions): Promise<ServerInfo>;
  /** the config screen's own settings (overlaid on the server config) */
  getLocalSettings(): Promise<Partial<Settings>>;
  /** stores the config screen's settings; answers the effective settings */
  saveLocalSettings(local: Partial<Settings>): Promise<Settings>;
  getStorageStatus(): Promise<StorageStatus>;
  /**
   * Before logout: removes everything of the user from this device (copies, photos, transfers, meteo drafts, groups,
   * history, maps, documents, cached answers, the Cache Storage outside the app shell); keeps the app's settings.
   * Refused with UNSENT_COPIES while a copy or meteo draft is stored whose id (UnsentItem.id) is not in `deleteUnsent`.
   */
  purgePersonalData(deleteUnsent: string[]): Promise<void>;
  /** issue 34: everything not yet on the server that logout would delete: offline copies (with their photos and queued uploads) and meteo drafts */
  listUnsent(): Promise<UnsentItem[]>;
  /** issue 34: a login (or a start with the stored session): the token's user becomes the device's user; the other tabs drop their session */
  claimDevice(token: string): Promise<void>;
  /** issue 34: a logout (`onlyFrom`: a refused refresh of that user's session, released only while it is the device's user): nobody is the device's user; every other tab drops its session, a call with the old token is refused (USER_CHANGED) */
  releaseDevice(onlyFrom?: string): Promise<void>;
  /**
   * issue 34: `changed` is called when another tab logs out, logs in or changes the user, or a call of this tab was
   * refused as stale; this worker has forgotten what it kept in memory by then
   */
  followDeviceUser(changed: () => void): Promise<void>;
  /** issue 10: stores what an earlier version kept in the page's web storage (committed before it answers; then remove it there) */
  handOverLegacyStorage(legacy: LegacyStorage): Promise<void>;
}
