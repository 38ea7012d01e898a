// The progress of the preload job running last (topic 'preload', issue 37); a job's subscriber reads it after every step.
import type { PreloadJobProgress, PreloadProgress } from '../../shared/contract';
import { announceHere } from '../push/change-feed';

const NONE: PreloadProgress = { done: 0, total: 0 };

let latest: { jobId: string; progress: PreloadJobProgress } | undefined;

export function reportProgress(jobId: string, stream: keyof PreloadJobProgress, progress: PreloadProgress): void {
  if (latest?.jobId !== jobId) latest = { jobId, progress: { groups: NONE, values: NONE } };
  latest.progress = { ...latest.progress, [stream]: progress };
  announceHere({ kind: 'preload', jobId });
}

export function preloadProgress(jobId: string): PreloadJobProgress {
  return latest?.jobId === jobId ? latest.progress : { groups: NONE, values: NONE };
}
