// History of timeseries for the chart and analysis screens (spec entry.md §7 timeseries values: from the server,
// the local history when it fails). Columns stay as transferred typed arrays; nothing is copied into the store.
import { asTsId, type TsId } from '../../../shared/contract/ids';
import { useEffect, useState } from 'react';
import type { HistoryResult } from '../../../shared/contract';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';

export type HistoryState = { status: 'loading' } | { status: 'loaded'; result: HistoryResult } | { status: 'failed' };

/**
 * Loads the histories of the ids (joined as the effect key, so a new array of the same ids does not reload): the
 * window of the setting historyYears, or the window the analysis needs, reduced to what its charts can draw.
 */
export function useHistory(tsIds: readonly TsId[], errorHeading: string, window: 'setting' | 'analysis' = 'setting'): HistoryState {
  const key = [window, ...tsIds].join('\n');
  // the answer is kept with the ids it is for, so a render with new ids never shows the old answer
  const [state, setState] = useState<{ key: string; history: HistoryState }>();
  useEffect(() => {
    let current = true;
    const [chosen, ...text] = key.split('\n');
    const ids = text.map(asTsId); // the ids joined into the key, split back
    (chosen === 'analysis' ? workerApi().getAnalysisHistory(ids, chartColumns()) : workerApi().getHistory(ids))
      .then((result) => current && setState({ key, history: { status: 'loaded', result } }))
      .catch((error: unknown) => {
        if (!current) return;
        setState({ key, history: { status: 'failed' } });
        reportError(error, errorHeading, errorHeading);
      });
    return () => {
      current = false;
    };
  }, [key, errorHeading]);
  return state?.key === key ? state.history : { status: 'loading' };
}

/**
 * The CSS pixels across the window: no chart of the analysis is wider, and its line, 1.5 px wide, draws no detail finer
 * than a pixel (issue 13: the worker reduces its series to that).
 */
function chartColumns(): number {
  return Math.ceil(window.innerWidth);
}
