// spec entry.md §7 GET timeseries values: chunks of 32 ids, cached per tsId, local history when the server fails.
import { apiPaths, HISTORY_CHUNK_IDS } from '../../shared/api';
import { HistoricValueSchema } from '../../shared/schema/timeseries';
import type { HistoryResult, HistorySeries } from '../../shared/worker-api';
import { requestList } from '../http/client';
import { recordName } from '../http/parse-answer';
import { isWorkerError } from '../../shared/worker-api';
import { readHistory, replaceHistory } from '../store/history-store';
import { chunks, mapConcurrently } from '../util/concurrency';
import { seriesFromValues } from './history-columns';

/** requests in flight at once: enough to hide latency, few enough not to starve other calls */
const PARALLEL_CHUNKS = 4;

export interface LoadHistoryOptions {
  signal?: AbortSignal;
  /** called after each chunk with the number of chunks done and their total */
  onChunk?: (done: number, total: number) => void;
}

export async function loadHistory(tsIds: readonly string[], options: LoadHistoryOptions = {}): Promise<HistoryResult> {
  const idChunks = chunks([...new Set(tsIds)], HISTORY_CHUNK_IDS);
  let done = 0;
  let fromCache = false;
  const loaded = await mapConcurrently(idChunks, PARALLEL_CHUNKS, async (ids) => {
    const result = await loadChunk(ids, options.signal);
    fromCache ||= result.fromCache;
    options.onChunk?.(++done, idChunks.length);
    return result.series;
  });
  return { series: loaded.flat(), fromCache };
}

async function loadChunk(tsIds: string[], signal?: AbortSignal): Promise<{ series: HistorySeries[]; fromCache: boolean }> {
  try {
    const { items: values } = await requestList(apiPaths.timeseriesValues(tsIds), HistoricValueSchema, recordName('timeseries value of', 'tsId'), { signal });
    const series = seriesFromValues(tsIds, values);
    await replaceHistory(series);
    return { series, fromCache: false };
  } catch (error) {
    if (isWorkerError(error) && error.code === 'CANCELLED') throw error;
    console.warn('Timeseries values could not be loaded, using the local history', error);
    return { series: await readHistory(tsIds), fromCache: true };
  }
}
