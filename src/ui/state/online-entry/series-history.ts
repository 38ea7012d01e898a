// What the stored history tells the online screens about each series: the last reading (hydro input and
// the table's last-value column) and the days that already have a reading (the table's info rows, spec
// entry.md §2 "info (same day)"). Read through the worker: the server, else the local copy.
import { asTsId, type TsId } from '../../../shared/contract/ids';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import type { TsData } from '../../../shared/schema/timeseries';
import type { HistoryResult } from '../../../shared/contract';
import { workerApi } from '../../worker-client';

export interface SeriesHistory {
  last?: NonNullable<TsData['last']>;
  /** local calendar days (yyyy-MM-dd) with a stored reading */
  days: Set<string>;
}

function seriesHistories(history: HistoryResult): Map<string, SeriesHistory> {
  const result = new Map<string, SeriesHistory>();
  for (const series of history.series) {
    const days = new Set(Array.from(series.t, (time) => format(time, 'yyyy-MM-dd')));
    const index = series.t.length - 1;
    const last =
      index >= 0 ? { dt: new Date(series.t[index]).toISOString(), value: Number.isNaN(series.v[index]) ? null : series.v[index] } : undefined;
    result.set(series.tsId, { last, days });
  }
  return result;
}

/** The history of the series once loaded; an empty map while loading or when nothing is known. */
export function useSeriesHistory(tsIds: readonly TsId[]): Map<string, SeriesHistory> {
  const [histories, setHistories] = useState(() => new Map<string, SeriesHistory>());
  const key = [...new Set(tsIds)].join('|');
  useEffect(() => {
    let current = true;
    workerApi()
      .getHistory(key.split('|').filter(Boolean).map(asTsId)) // the ids joined into the key, split back
      .then((history) => current && setHistories(seriesHistories(history)))
      .catch((error: unknown) => console.warn('history not available', error));
    return () => {
      current = false;
    };
  }, [key]);
  return histories;
}
