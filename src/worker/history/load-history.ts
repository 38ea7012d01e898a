// spec entry.md §7 GET timeseries values: chunks of 32 ids, cached per tsId, local history when the server fails.
// issue 16: only the window plausibility and charts need (setting historyYears), in column form, page after page.
import type { TsId } from '../../shared/contract/ids';
import { subMonths } from 'date-fns';
import { API_EXTENSIONS, apiPaths, HISTORY_CHUNK_IDS } from '../../shared/api';
import { HistoricColumnsPageSchema, HistoricCompactPageSchema, MAX_VALUES_PAGE, type HistoricColumns } from '../../shared/schema/timeseries';
import type { HistoryResult, HistorySeries } from '../../shared/contract';
import { currentSettings } from '../session/current-settings';
import { requestJson } from '../http/client';
import { isUnreachable, toWorkerError, workerError } from '../http/worker-error';
import type { WorkerError } from '../../shared/contract/errors';
import { isWorkerError } from '../../shared/contract';
import { readHistory, replaceHistory } from '../store/history-store';
import { keepIfRoom } from '../store/quota';
import { chunks } from '../../shared/chunks';
import { mapConcurrently } from '../util/concurrency';
import { seriesFromColumnParts } from './history-columns';
import { fetchPlainValues } from './plain-values';
import { decodedPage } from './compact-page';
import { joinedFetch } from './joined-fetch';
import { offersExtension } from '../session/get-server-info';

/** requests in flight at once: enough to hide latency, few enough not to starve other calls */
const PARALLEL_CHUNKS = 4;

interface LoadHistoryOptions {
  /** ISO instant: values since then; default now minus the setting historyYears */
  from?: string;
  signal?: AbortSignal;
  /** called after each chunk with the number of chunks done, their total and the series stored so far */
  onChunk?: (done: number, total: number, storedSeries: number) => void;
  /**
   * answer without waiting for the local copy to be stored (issue 13: storing was a third of the worker's work before
   * the analysis charts could show); a preload waits, so that a copy that does not fit is reported
   */
  answerBeforeStored?: boolean;
}

export async function loadHistory(tsIds: readonly TsId[], options: LoadHistoryOptions = {}): Promise<HistoryResult> {
  const idChunks = chunks([...new Set(tsIds)], HISTORY_CHUNK_IDS);
  const from = options.from ?? (await windowStart());
  let done = 0;
  let fromCache = false;
  let refused: WorkerError | undefined;
  let storageFull = false;
  let stored = 0;
  const loaded = await mapConcurrently(idChunks, PARALLEL_CHUNKS, async (ids) => {
    const result = await loadChunk(ids, from, options);
    fromCache ||= result.fromCache;
    refused ??= result.refused;
    storageFull ||= result.storageFull === true;
    if (result.stored) stored += ids.length;
    options.onChunk?.(++done, idChunks.length, stored);
    return result.series;
  });
  return { series: loaded.flat(), fromCache, ...(refused && { refused }), ...(storageFull ? { storageFull } : {}) };
}

/** The start of the history window: now minus the setting historyYears (2 by default; one month at least). */
async function windowStart(): Promise<string> {
  const { historyYears } = await currentSettings();
  return subMonths(new Date(), Math.max(1, Math.round(historyYears * 12))).toISOString();
}

async function loadChunk(
  tsIds: TsId[],
  from: string,
  { signal, answerBeforeStored }: LoadHistoryOptions,
): Promise<{ series: HistorySeries[]; fromCache: boolean; refused?: WorkerError; stored?: boolean; storageFull?: boolean }> {
  try {
    const parts = await joinedFetch(`${from} ${tsIds.join(',')}`, (shared) => fetchParts(tsIds, from, shared), signal);
    const series = seriesFromColumnParts(tsIds, parts);
    if (answerBeforeStored) {
      // IndexedDB runs a later read of these series after this write; a copy that does not fit is only logged
      replaceHistory(series).catch((error: unknown) => console.warn('Timeseries values could not be stored', error));
      return { series, fromCache: false };
    }
    const kept = await keepIfRoom(() => replaceHistory(series));
    return { series, fromCache: false, stored: kept, storageFull: !kept };
  } catch (error) {
    if (isWorkerError(error) && error.code === 'CANCELLED') throw error;
    console.warn('Timeseries values could not be loaded, using the local history', error);
    const series = await readHistory(tsIds);
    // "no connection" only when there is none: an answer the worker cannot read is told as such (issue 32)
    return isUnreachable(error) ? { series, fromCache: true } : { series, fromCache: false, refused: toWorkerError(error) };
  }
}

async function fetchParts(tsIds: TsId[], from: string, signal: AbortSignal): Promise<HistoricColumns[]> {
  return (await offersExtension(API_EXTENSIONS.valuesPages))
    ? fetchPages(tsIds, from, await offersExtension(API_EXTENSIONS.valuesCompact), signal)
    : fetchPlainValues(tsIds, from, signal);
}

/**
 * issue 16 extension 'values-pages': every page of the window, following the continuation; a part whose columns differ
 * in length is refused. issue 38 'values-compact': the pages come in fewer bytes and are decoded (./compact-page.ts).
 */
async function fetchPages(tsIds: TsId[], from: string, compact: boolean, signal?: AbortSignal): Promise<HistoricColumns[]> {
  const parts: HistoricColumns[] = [];
  let after: string | undefined;
  do {
    const path = apiPaths.timeseriesValues(tsIds, { from, limit: MAX_VALUES_PAGE, after, columns: true, compact });
    const page = compact
      ? decodedPage(await requestJson(path, HistoricCompactPageSchema, 'timeseries values', { signal }))
      : await requestJson(path, HistoricColumnsPageSchema, 'timeseries values', { signal });
    const uneven = page.series.find((part) => part.t.length !== part.v.length);
    if (uneven) throw workerError('INVALID_RECORD', `timeseries values of ${uneven.tsId}: t and v differ in length`, { record: uneven.tsId, field: 'v' });
    parts.push(...page.series);
    after = page.next;
  } while (after);
  return parts;
}
