// Loads completed rounds by instanceId for the detail and report screens (spec archive.md §7 GET …/{instanceId}).
import { useEffect, useState } from 'react';
import type { CompletedMeasureRound } from '../../../shared/model';
import type { WorkerError } from '../../../shared/worker-api';
import { requireLogin } from '../../auth';
import { workerApi } from '../../worker-client';
import { asWorkerError } from '../report-error';

export type CompletedRoundsLoad =
  | { status: 'loading' }
  | { status: 'loaded'; rounds: CompletedMeasureRound[] }
  | { status: 'failed'; error: WorkerError };

/** Loads the rounds once someone may see them (a route that needs login starts the login first). */
export function useCompletedRounds(instanceIds: readonly string[]): CompletedRoundsLoad {
  const key = instanceIds.join(',');
  const [load, setLoad] = useState<CompletedRoundsLoad>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    if (!requireLogin()) return;
    Promise.all(key.split(',').filter(Boolean).map((instanceId) => workerApi().getCompletedRound(instanceId))).then(
      (rounds) => current && setLoad({ status: 'loaded', rounds }),
      (error: unknown) => current && setLoad({ status: 'failed', error: asWorkerError(error) }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return load;
}
