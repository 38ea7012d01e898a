// Loads completed rounds by instanceId for the detail and report screens (spec archive.md §7 GET …/{instanceId}).
import { useEffect, useState } from 'react';
import type { CompletedMeasureRound } from '../../../shared/model';
import type { WorkerError } from '../../../shared/worker-api';
import { requireLogin } from '../../auth';
import { workerApi } from '../../worker-client';
import { asWorkerError } from '../report-error';

export type CompletedRoundsLoad =
  | { status: 'loading' }
  /** skipped: rounds that do not match their schema (issue 14), left out of `rounds` */
  | { status: 'loaded'; rounds: CompletedMeasureRound[]; skipped: WorkerError[] }
  | { status: 'failed'; error: WorkerError };

/** Loads the rounds once someone may see them (a route that needs login starts the login first). */
export function useCompletedRounds(instanceIds: readonly string[]): CompletedRoundsLoad {
  const key = instanceIds.join(',');
  const [load, setLoad] = useState<CompletedRoundsLoad>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    if (!requireLogin()) return;
    void Promise.allSettled(key.split(',').filter(Boolean).map((instanceId) => workerApi().getCompletedRound(instanceId))).then(
      (results) => current && setLoad(loadOf(results)),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return load;
}

/** Rounds that do not match their schema are skipped while others load; any other failure fails the load. */
function loadOf(results: PromiseSettledResult<CompletedMeasureRound>[]): CompletedRoundsLoad {
  const rounds = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const errors = results.flatMap((result) => (result.status === 'rejected' ? [asWorkerError(result.reason)] : []));
  const failure = errors.find((error) => error.code !== 'INVALID_RECORD') ?? (rounds.length === 0 ? errors[0] : undefined);
  return failure ? { status: 'failed', error: failure } : { status: 'loaded', rounds, skipped: errors };
}
