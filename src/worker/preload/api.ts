// The preload domain's door: taking groups offline as a cancellable job (contract: shared/contract/preload.ts).
import type { PreloadApi } from '../../shared/contract';
import { cancelJob, runJob } from '../util/jobs';
import { preloadOffline } from './preload-offline';

export const preloadApi = {
  preloadOffline(jobId, groupNames, onGroups, onValues) {
    return runJob(jobId, (signal) => preloadOffline(groupNames, { onGroups, onValues }, signal));
  },
  async cancelJob(jobId) {
    return cancelJob(jobId);
  },
} satisfies PreloadApi;
