// History of timeseries for the chart screen (spec entry.md §7 timeseries values: from the server, the local history
// when it fails; issue 32: the stored copy shown first, then the server's), the topic 'history'. Columns stay as
// transferred typed arrays; nothing is copied into the store.
import type { TsId } from '../../../shared/contract/ids';
import type { ChartHistory } from '../../../shared/contract';
import { useReadTopic } from '../use-read-topic';
import type { ViewLoad } from '../use-worker-query';

/** The histories of the ids in the window of the setting historyYears; the read ends when the screen is left. */
export function useHistory(tsIds: readonly TsId[], errorHeading: string): ViewLoad<ChartHistory> {
  return useReadTopic({ kind: 'history', tsIds: [...tsIds] }, { heading: errorHeading, msg: errorHeading });
}
