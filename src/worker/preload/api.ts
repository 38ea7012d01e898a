// The preload domain's door: taking groups offline as a cancellable job (contract: shared/contract/preload.ts).
import type { PreloadApi } from '../../shared/contract';
import { cancelJob, runJob } from '../util/jobs';
import { preloadOffline } from './preload-offline';
import { reportProgress } from './preload-progress';

export const preloadApi = {
  preloadOffline(jobId, groupNames) {
    return runJob(jobId, (signal) => preloadOffline(groupNames, (stream, progress) => reportProgress(jobId, stream, progress), signal));
  },
  async cancelJob(jobId) {
    return cancelJob(jobId);
  },
} satisfies PreloadApi;
