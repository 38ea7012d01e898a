// spec entry.md §2 Offline preload screen, §4 offline preload order, §8: the worker loads groups, maps and documents,
// then historic values, pushing both progress streams on the job's topic 'preload'; cancel by job id; failures that
// did not stop it come back as lines; cancelled/aborted is no error.
import { proxy } from 'valtio';
import type { PreloadProgress, WorkerError } from '../../../shared/contract';
import { isWorkerError } from '../../../shared/contract';
import { workerApi } from '../../worker-client';
import { subscribeTo } from '../push';
import { reportError } from '../report-error';

interface PreloadState {
  status: 'idle' | 'running' | 'done' | 'cancelled' | 'failed';
  jobId?: string;
  groups: PreloadProgress;
  values: PreloadProgress;
  errors: WorkerError[];
  loadedGroups: number;
  loadedTimeseries: number;
  storageFull: boolean;
}

const EMPTY: PreloadProgress = { done: 0, total: 0 };

export const preloadStore = proxy<PreloadState>({ status: 'idle', groups: EMPTY, values: EMPTY, errors: [], loadedGroups: 0, loadedTimeseries: 0, storageFull: false });

/** The query `groups=a,b` as names; none means every group. */
export function groupNamesOf(search: string): string[] {
  const value = new URLSearchParams(search).get('groups') ?? '';
  return value.split(',').map((name) => name.trim()).filter((name) => name !== '');
}

export async function startPreload(groupNames: string[]): Promise<void> {
  const jobId = crypto.randomUUID();
  Object.assign(preloadStore, { status: 'running', jobId, groups: EMPTY, values: EMPTY, errors: [], loadedGroups: 0, loadedTimeseries: 0, storageFull: false });
  const stopFollowing = subscribeTo({ kind: 'preload', jobId }, ({ groups, values }) => {
    if (preloadStore.jobId === jobId && preloadStore.status === 'running') Object.assign(preloadStore, { groups, values });
  });
  try {
    const result = await workerApi().preloadOffline(jobId, groupNames);
    stopFollowing();
    if (preloadStore.jobId !== jobId) return;
    Object.assign(preloadStore, { status: 'done', errors: result.errors, loadedGroups: result.groups, loadedTimeseries: result.timeseries, storageFull: result.storageFull });
  } catch (error) {
    stopFollowing();
    if (preloadStore.jobId !== jobId) return;
    if (isWorkerError(error) && error.code === 'CANCELLED') {
      preloadStore.status = 'cancelled';
      return;
    }
    preloadStore.status = 'failed';
    reportError(error, 'preload.errorTitle', 'groups.error');
  }
}

export async function cancelPreload(): Promise<void> {
  if (preloadStore.jobId && preloadStore.status === 'running') await workerApi().cancelJob(preloadStore.jobId);
}

/** Leaving the screen stops a preload still running. */
export function leavePreload(): void {
  void cancelPreload();
  preloadStore.jobId = undefined;
}
