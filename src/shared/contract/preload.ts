// spec entry.md §4 offline preload, and cancelling a running job.
import type { WorkerError } from './errors';

export interface PreloadProgress {
  done: number;
  total: number;
  /** what was just loaded (group name, map kind, 'documents') */
  label?: string;
}

/** A preload job's two progress streams as the topic 'preload' pushes them (issue 37). */
export interface PreloadJobProgress {
  /** groups, maps and documents */
  groups: PreloadProgress;
  /** historic values */
  values: PreloadProgress;
}

export interface PreloadResult {
  /** issue 34: the rounds and series stored for offline use (not the ones asked for) */
  groups: number;
  timeseries: number;
  /** issue 34: the device's storage was full, something answered was not stored */
  storageFull: boolean;
  /** ISO time stored as the timeseries data version */
  dataVersion: string;
  /** failures that did not stop the preload (spec entry.md §8: shown as a success-styled line), as codes the UI words */
  errors: WorkerError[];
}

export interface PreloadApi {
  /**
   * spec entry.md §4 offline preload of the named groups (all when empty); its progress arrives on the topic
   * 'preload' of the job; throws CANCELLED when cancelled
   */
  preloadOffline(jobId: string, groupNames: string[]): Promise<PreloadResult>;
  /** cancels a running job (preload) by its id */
  cancelJob(jobId: string): Promise<boolean>;
}
