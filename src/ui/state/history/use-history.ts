// History of timeseries for the chart and analysis screens (spec entry.md §7 timeseries values: from the server,
// the local history when it fails). Columns stay as transferred typed arrays; nothing is copied into the store.
import { useEffect, useState } from 'react';
import type { HistoryResult } from '../../../shared/worker-api';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';

export type HistoryState = { status: 'loading' } | { status: 'loaded'; result: HistoryResult } | { status: 'failed' };

/** Loads the histories of the ids (joined as the effect key, so a new array of the same ids does not reload). */
export function useHistory(tsIds: readonly string[], errorHeading: string): HistoryState {
  const key = tsIds.join('\n');
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const ids = key === '' ? [] : key.split('\n');
    workerApi()
      .getHistory(ids)
      .then((result) => current && setState({ status: 'loaded', result }))
      .catch((error: unknown) => {
        if (!current) return;
        setState({ status: 'failed' });
        reportError(error, errorHeading, errorHeading);
      });
    return () => {
      current = false;
    };
  }, [key, errorHeading]);
  return state;
}
