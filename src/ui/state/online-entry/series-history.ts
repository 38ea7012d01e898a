// What the stored history tells the online screens about each series: the last reading (hydro input and
// the table's last-value column) and the days that already have a reading (the table's info rows, spec
// entry.md §2 "info (same day)"). The topic 'history': the copy stored on this device, then the server's.
import { format } from 'date-fns';
import type { TsId } from '../../../shared/contract/ids';
import type { HistoryResult, ReadPiece } from '../../../shared/contract';
import type { TsData } from '../../../shared/schema/timeseries';
import { useTopic } from '../use-topic';

export interface SeriesHistory {
  last?: NonNullable<TsData['last']>;
  /** local calendar days (yyyy-MM-dd) with a stored reading */
  days: Set<string>;
}

const NOTHING_KNOWN = new Map<string, SeriesHistory>();

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

/** The history of the series as far as read; an empty map while loading or when nothing is known (a failed read keeps what was shown). */
export function useSeriesHistory(tsIds: readonly TsId[]): Map<string, SeriesHistory> {
  const ids = [...new Set(tsIds)];
  const histories = useTopic(ids.length > 0 ? { kind: 'history', tsIds: ids } : undefined, (before: Map<string, SeriesHistory> | undefined, piece: ReadPiece<HistoryResult>) =>
    'view' in piece ? seriesHistories(piece.view) : (before ?? NOTHING_KNOWN),
  );
  return histories ?? NOTHING_KNOWN;
}
