// The last stored reading of each series (spec entry.md §2 Hydro input shows the last value), from the
// worker's history (server, else the local copy).
import { useEffect, useState } from 'react';
import type { HistoryResult } from '../../../shared/worker-api';
import { workerApi } from '../../worker-client';

export interface LastValue {
  /** ISO date-time */
  dt: string;
  value: number | null;
}

export function lastValues(history: HistoryResult): Map<string, LastValue> {
  const result = new Map<string, LastValue>();
  for (const series of history.series) {
    const last = series.t.length - 1;
    if (last < 0) continue;
    const value = series.v[last];
    result.set(series.tsId, { dt: new Date(series.t[last]).toISOString(), value: Number.isNaN(value) ? null : value });
  }
  return result;
}

/** The last values of the series, once loaded; an empty map while loading or when none are known. */
export function useLastValues(tsIds: readonly string[]): Map<string, LastValue> {
  const [values, setValues] = useState(() => new Map<string, LastValue>());
  const key = tsIds.join('|');
  useEffect(() => {
    let current = true;
    workerApi()
      .getHistory(key.split('|').filter(Boolean))
      .then((history) => current && setValues(lastValues(history)))
      .catch((error: unknown) => console.warn('last values not available', error));
    return () => {
      current = false;
    };
  }, [key]);
  return values;
}
