// archive.md §2 Analysis views, Charts: the history of the round's timeseries, arriving in pieces (issue 38: the
// charts on screen first, so the first chart is painted before the others are read). Columns stay transferred typed
// arrays; nothing is copied into the store.
import { proxy } from 'comlink';
import { useEffect, useState } from 'react';
import { CHART_DEFAULT_SIZE } from '../../format/axis';
import { asTsId, type TsId } from '../../../shared/contract/ids';
import type { HistoryResult, HistorySeries, WorkerError } from '../../../shared/contract';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';

export interface AnalysisHistory {
  status: 'loading' | 'loaded' | 'failed';
  /** the series arrived so far, by id */
  series: ReadonlyMap<TsId, HistorySeries>;
  /** a piece came from the device because the server was not reachable (issue 36 defect b) */
  fromCache?: boolean;
  /** a piece came from the device because the server's answer could not be read */
  refused?: WorkerError;
}

const NOTHING_YET: AnalysisHistory = { status: 'loading', series: new Map() };

/** Loads the histories of the ids (joined as the effect key, so a new array of the same ids does not reload). */
export function useAnalysisHistory(tsIds: readonly TsId[], errorHeading: string): AnalysisHistory {
  const key = tsIds.join('\n');
  // the answer is kept with the ids it is for, so a render with new ids never shows the old answer
  const [state, setState] = useState<{ key: string; history: AnalysisHistory }>();
  useEffect(() => {
    let current = true;
    let series = new Map<TsId, HistorySeries>();
    let notices: Pick<AnalysisHistory, 'fromCache' | 'refused'> = {};
    const ids = key === '' ? [] : key.split('\n').map(asTsId); // the ids joined into the key, split back
    const onPiece = (piece: HistoryResult) => {
      if (!current) return;
      series = new Map([...series, ...piece.series.map((one) => [one.tsId, one] as const)]);
      notices = { fromCache: notices.fromCache || piece.fromCache, refused: notices.refused ?? piece.refused };
      setState({ key, history: { status: 'loading', series, ...notices } });
    };
    const loadId = crypto.randomUUID();
    workerApi()
      .pushAnalysisHistory(ids, chartColumns(), chartsOnScreen(), proxy(onPiece), loadId)
      .then(() => current && setState({ key, history: { status: 'loaded', series, ...notices } }))
      .catch((error: unknown) => {
        if (!current) return;
        setState({ key, history: { status: 'failed', series } });
        reportError(error, errorHeading, errorHeading);
      });
    return () => {
      current = false;
      // issue 32 item 1: a screen left ends its load
      void workerApi().cancelHistoryLoad(loadId);
    };
  }, [key, errorHeading]);
  return state?.key === key ? state.history : NOTHING_YET;
}

/**
 * The CSS pixels across the window: no chart of the analysis is wider, and its line, 1.5 px wide, draws no detail finer
 * than a pixel (issue 13: the worker reduces its series to that).
 */
function chartColumns(): number {
  return Math.ceil(window.innerWidth);
}

/** How many chart cards the window shows at most: their series are read first (issue 38). */
function chartsOnScreen(): number {
  return Math.max(1, Math.ceil(window.innerHeight / CHART_DEFAULT_SIZE.height));
}
