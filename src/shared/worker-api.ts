// The contract between the UI (main thread) and the dedicated worker (Comlink).
// The worker implements it with `expose(api satisfies WorkerApi)`; the UI calls it through `wrap<WorkerApi>`.
// Failures are thrown as plain `WorkerError` data (not Error instances), so their fields survive the boundary.
import type { GroupSummary, ServerInfo, Settings } from './model';

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

export interface WorkerApi {
  init(context: ClientContext, tokenProvider: AccessTokenProvider): Promise<void>;
  getConfig(): Promise<Settings>;
  getServerInfo(): Promise<ServerInfo>;
  listGroups(): Promise<GroupList>;
}
