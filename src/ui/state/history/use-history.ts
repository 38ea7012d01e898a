// History of timeseries for the chart screen (spec entry.md §7 timeseries values: from the server, the local history
// when it fails; issue 32: the stored copy shown first, then the server's). Columns stay as transferred typed arrays;
// nothing is copied into the store.
import { proxy } from 'comlink';
import { asTsId, type TsId } from '../../../shared/contract/ids';
import { useEffect, useState } from 'react';
import type { HistoryResult } from '../../../shared/contract';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';

export type HistoryState = { status: 'loading' } | { status: 'loaded'; result: HistoryResult } | { status: 'failed' };

/**
 * Loads the histories of the ids in the window of the setting historyYears (joined as the effect key, so a new array of
 * the same ids does not reload); the load ends when the screen is left.
 */
export function useHistory(tsIds: readonly TsId[], errorHeading: string): HistoryState {
  const key = tsIds.join('\n');
  // the answer is kept with the ids it is for, so a render with new ids never shows the old answer
  const [state, setState] = useState<{ key: string; history: HistoryState }>();
  useEffect(() => {
    let current = true;
    const ids = key === '' ? [] : key.split('\n').map(asTsId); // the ids joined into the key, split back
    const loadId = crypto.randomUUID();
    const onPiece = (result: HistoryResult) => void (current && setState({ key, history: { status: 'loaded', result } }));
    workerApi()
      .pushHistory(ids, proxy(onPiece), loadId)
      .catch((error: unknown) => {
        if (!current) return;
        setState({ key, history: { status: 'failed' } });
        reportError(error, errorHeading, errorHeading);
      });
    return () => {
      current = false;
      void workerApi().cancelHistoryLoad(loadId);
    };
  }, [key, errorHeading]);
  return state?.key === key ? state.history : { status: 'loading' };
}
