// The UI's state: what the worker returned, kept in one valtio store. Actions live in ./actions.ts.
import { proxy } from 'valtio';
import type { VersionAge } from '../../shared/rules/group-selection';
import type { GroupSummary } from '../../shared/schema/group';
import type { ServerInfo } from '../../shared/schema/reference';
import type { Settings } from '../../shared/schema/settings';
import type { OfflineRoundSummary, StorageStatus, UnsentItem, WorkerError } from '../../shared/contract';

type AlertType = 'alert-success' | 'alert-info' | 'alert-warning' | 'alert-danger';

/** spec entry.md §3 Global alert; heading and msg are i18n keys. */
export interface GlobalAlert {
  id: number;
  dt: string;
  type: AlertType;
  heading?: string;
  msg: string;
  /** interpolation values of msg (e.g. the count of api.postTimeseriesSuccess) */
  params?: Record<string, string | number>;
  loginRequired?: boolean;
  error?: WorkerError;
  /** the intent it reports on (a post, an upload): a later alert of the same topic replaces it (issue 36 item 19) */
  topic?: AlertTopic;
}

export type AlertTopic = 'roundPost' | 'csvPost' | 'meteoPost' | 'roundUpload' | `setting:${string}`;

interface AppState {
  settings?: Settings;
  serverInfo?: ServerInfo;
  groups: {
    status: 'idle' | 'loading' | 'loaded' | 'failed';
    list: GroupSummary[];
    version?: string;
    /** the value data version (last offline preload) */
    dataVersion?: string;
    /** the versions' ages as the worker judged them */
    versionAge?: VersionAge;
    dataVersionAge?: VersionAge;
    fromCache: boolean;
    /** issue 34: list items left out, named */
    skipped: readonly WorkerError[];
  };
  alerts: GlobalAlert[];
  online: boolean;
  storage?: StorageStatus;
  offlineCopies: OfflineRoundSummary[];
  /** logout waits: these copies and meteo drafts are not posted (the user posts them or confirms their deletion) */
  unsentAtLogout?: UnsentItem[];
  /** issue 14: stored records (offline copies and others) the worker could not read (skipped) */
  unreadableRecords: WorkerError[];
  /** the navbar logo is hidden (spec entry.md §2: on the timeseries chart screen) */
  logoHidden?: boolean;
  /** issue 13: the start is over — the first screen rendered and, on the group selection, its list answered */
  started?: boolean;
}

export const store = proxy<AppState>({
  groups: { status: 'idle', list: [], fromCache: false, skipped: [] },
  alerts: [],
  online: navigator.onLine,
  offlineCopies: [],
  unreadableRecords: [],
});
