// spec entry.md §7 "update of timeseries values for entries with a date": each entry with a date gets the
// metadata of its timeseries relative to that date (last value, range, a reading on the same day, station
// remarks), from the server, else from the local history. A failure changes nothing (§8: console warning only).
import type { TsId } from '../../shared/contract/ids';
import { format } from 'date-fns';
import { API_EXTENSIONS, apiPaths, HISTORY_CHUNK_IDS } from '../../shared/api';
import { offersExtension } from '../session/get-server-info';
import { TsDataByIdSchema } from '../../shared/schema/timeseries';
import type { Entry } from '../../shared/schema/entry';
import type { TsData } from '../../shared/schema/timeseries';
import { toDate } from '../../shared/format/date-input';
import { timeseriesMetadata } from '../../shared/rules/timeseries-metadata';
import type { HistorySeries } from '../../shared/contract';
import { requestJson } from '../http/client';
import { missingRound } from '../rounds/offline-rounds';
import { readHistory } from '../store/history-store';
import { readRound, updateRound } from '../store/rounds-store';
import { chunks } from '../../shared/chunks';
import { mapConcurrently } from '../util/concurrency';

/** answers from the server are reused this long, so an update after every edit costs no request */
const FRESH_MS = 5 * 60_000;
const PARALLEL_REQUESTS = 4;

const fetched = new Map<string, { data: TsData; at: number }>();

const keyOf = (tsId: string, day: string) => `${tsId}|${day}`;

/** Entries with a valid date, by local day: the day's first entry date is the reference date of the request. */
function entriesByDay(entries: readonly Entry[]): Map<string, { dt: Date; tsIds: Set<TsId> }> {
  const days = new Map<string, { dt: Date; tsIds: Set<TsId> }>();
  for (const entry of entries) {
    const dt = toDate(entry.dt);
    if (!dt) continue;
    const day = format(dt, 'yyyy-MM-dd');
    const known = days.get(day) ?? { dt, tsIds: new Set<TsId>() };
    known.tsIds.add(entry.tsId);
    days.set(day, known);
  }
  return days;
}

/** Updates and stores the tsData of the round's dated entries; answers whether anything changed (the view is pushed). */
export async function updateTimeseriesData(instanceId: string): Promise<boolean> {
  const round = await readRound(instanceId);
  if (!round) throw missingRound(instanceId);
  const known = await metadataByDay(entriesByDay(round.entries));
  const changed = (entry: Entry) => {
    const dt = toDate(entry.dt);
    const data = dt && known.get(keyOf(entry.tsId, format(dt, 'yyyy-MM-dd')));
    return data && JSON.stringify(data) !== JSON.stringify(entry.tsData) ? data : undefined;
  };
  if (!round.entries.some(changed)) return false;
  await updateRound(instanceId, (current) => {
    if (!current) throw missingRound(instanceId);
    return { ...current, entries: current.entries.map((entry) => ({ ...entry, tsData: changed(entry) ?? entry.tsData })) };
  });
  return true;
}

async function metadataByDay(days: Map<string, { dt: Date; tsIds: Set<TsId> }>): Promise<Map<string, TsData>> {
  const result = new Map<string, TsData>();
  const now = Date.now();
  const requests = [...days].flatMap(([day, { dt, tsIds }]) => {
    const missing = [...tsIds].filter((tsId) => {
      const cached = fetched.get(keyOf(tsId, day));
      if (cached && now - cached.at < FRESH_MS) result.set(keyOf(tsId, day), cached.data);
      return !result.has(keyOf(tsId, day));
    });
    return chunks(missing, HISTORY_CHUNK_IDS).map((ids) => ({ day, dt, ids }));
  });
  await mapConcurrently(requests, PARALLEL_REQUESTS, async ({ day, dt, ids }) => {
    for (const [tsId, data] of await fromServerOrHistory(ids, dt)) {
      result.set(keyOf(tsId, day), data);
    }
  });
  return result;
}

async function fromServerOrHistory(tsIds: TsId[], dt: Date): Promise<Map<string, TsData>> {
  // issue 32: without the extension the metadata is the local history's, as offline
  if (!(await offersExtension(API_EXTENSIONS.timeseriesMetadata))) return fromHistory(tsIds, dt);
  try {
    const answer = await requestJson(apiPaths.timeseriesMetadataAt(tsIds, dt.toISOString()), TsDataByIdSchema, 'timeseries metadata');
    const day = format(dt, 'yyyy-MM-dd');
    const at = Date.now();
    for (const [tsId, data] of Object.entries(answer)) fetched.set(keyOf(tsId, day), { data, at });
    return new Map(Object.entries(answer));
  } catch (error) {
    console.warn('Timeseries metadata could not be loaded, using the local history', error);
    return fromHistory(tsIds, dt);
  }
}

async function fromHistory(tsIds: TsId[], dt: Date): Promise<Map<string, TsData>> {
  const local = (await readHistory(tsIds)).filter((series) => series.t.length > 0);
  return new Map(local.map((series) => [series.tsId, timeseriesMetadata(readingsOf(series), dt)]));
}

function readingsOf(series: HistorySeries) {
  const remarks = new Map(series.remarks.map((remark) => [remark.index, remark.staRemark?.text]));
  return Array.from(series.t, (time, index) => ({
    time,
    value: Number.isNaN(series.v[index]) ? null : series.v[index],
    staRemarkText: remarks.get(index),
  }));
}

/** After a post the server holds new values: later updates ask it again (and logout drops them). */
export function forgetTimeseriesData(): void {
  fetched.clear();
}
