// archive.md §2 Analysis views, Charts: the history of the round's timeseries, arriving in pieces (issue 38: the
// charts on screen first, so the first chart is painted before the others are read). Columns stay transferred typed
// arrays; nothing is copied into the store.
import { useEffect, useMemo } from 'react';
import type { TsId } from '../../../shared/contract/ids';
import type { ChartHistory, ChartSeries, ReadPiece, WorkerError } from '../../../shared/contract';
import { reportError } from '../report-error';
import { analysisHistoryTopic } from './analysis-history-topic';
import { useTopic } from '../use-topic';

export interface AnalysisHistory {
  status: 'loading' | 'loaded' | 'failed';
  /** the series arrived so far, by id */
  series: ReadonlyMap<TsId, ChartSeries>;
  /** a piece came from the device because the server was not reachable (issue 36 defect b) */
  fromCache?: boolean;
  /** a piece came from the device because the server's answer could not be read */
  refused?: WorkerError;
  /** the read failed */
  error?: WorkerError;
}

const NOTHING_YET: AnalysisHistory = { status: 'loading', series: new Map() };

/**
 * The histories of the ids on the topic 'analysis-history' (by value: a new array of the same ids reads nothing
 * again); the read ends when the screen is left (issue 32 item 1). A changed list shows nothing of the list before.
 */
export function useAnalysisHistory(tsIds: readonly TsId[], errorHeading: string): AnalysisHistory {
  const key = tsIds.join('\n');
  const shown = useTopic(
    // the window is measured once per list of ids
    useMemo(() => analysisHistoryTopic(tsIds), [key]),
    (before: (AnalysisHistory & { key: string }) | undefined, piece: ReadPiece<ChartHistory>) => ({ key, ...withPiece(before ?? NOTHING_YET, piece) }),
  );
  const history = shown?.key === key ? shown : NOTHING_YET;
  useEffect(() => {
    if (history.error) reportError(history.error, errorHeading, errorHeading);
  }, [history.error]);
  return history;
}

function withPiece(before: AnalysisHistory, piece: ReadPiece<ChartHistory>): AnalysisHistory {
  if ('error' in piece) return { status: 'failed', series: before.series, error: piece.error };
  return {
    status: piece.last ? 'loaded' : 'loading',
    series: new Map([...before.series, ...piece.view.series.map((one) => [one.tsId, one] as const)]),
    fromCache: before.fromCache || piece.view.fromCache,
    refused: before.refused ?? piece.view.refused,
  };
}
