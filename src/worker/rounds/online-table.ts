// issue 10: the rows of the online table with what the history knows (spec entry.md §2 online tabular input): the
// last reading of each series and the row status, so a row without input whose series already has a reading on the
// row's day (or the chosen day) shows as info. Read through the history (the server, else the local copy).
import { format } from 'date-fns';
import type { Entry } from '../../shared/schema/entry';
import type { TsData } from '../../shared/schema/timeseries';
import { toDate } from '../../shared/format/date-input';
import { rowStatus } from '../../shared/rules/completion';
import type { EntryKey, HistoryResult, HistorySeries, OnlineTableRow } from '../../shared/contract';
import { loadHistory } from '../history/load-history';
import { currentSettings } from '../session/current-settings';
import { storedEntries } from './round-lists';

/** The history of the copy's series, loaded once per copy (the table asks again on every edit). */
let loaded: { instanceId: string; history: Promise<HistoryResult> } | undefined;

/** Logout: the history loaded for the online table is dropped. */
export function forgetOnlineTable(): void {
  loaded = undefined;
}

function historyOf(instanceId: string, entries: readonly Entry[]): Promise<HistoryResult> {
  if (loaded?.instanceId !== instanceId) {
    const history = loadHistory([...new Set(entries.map((entry) => entry.tsId))]);
    loaded = { instanceId, history };
    history.catch(() => (loaded = undefined));
  }
  return loaded.history;
}

function lastReading(series: HistorySeries): TsData['last'] {
  const index = series.t.length - 1;
  if (index < 0) return undefined;
  return { dt: new Date(series.t[index]).toISOString(), value: Number.isNaN(series.v[index]) ? null : series.v[index] };
}

/** `day` (yyyy-MM-dd) is the table's chosen day, the day of a row without a date. */
export async function onlineTableRows(instanceId: string, day: string): Promise<OnlineTableRow[]> {
  const entries = await storedEntries(instanceId);
  const seriesById = new Map((await historyOf(instanceId, entries)).series.map((series) => [series.tsId, series]));
  const now = new Date();
  const { pastDateDays } = await currentSettings();
  return entries.map((entry) => {
    const series = seriesById.get(entry.tsId);
    const entryKey = entry.entryKey as EntryKey;
    if (!series) return { entryKey, status: rowStatus(entry, now, pastDateDays), last: entry.tsData?.last };
    const date = toDate(entry.dt);
    const rowDay = date ? format(date, 'yyyy-MM-dd') : day;
    const sameDay = Array.from(series.t).some((time) => format(time, 'yyyy-MM-dd') === rowDay);
    const last = entry.tsData?.last ?? lastReading(series);
    return { entryKey, status: rowStatus({ ...entry, tsData: { ...entry.tsData, last, sameDay } }, now, pastDateDays), last };
  });
}
