// What a meteo table is made of before the draft is laid over it: the group's meteo stations and series, and one row
// per day up to today with the stored history (spec entry.md §2 Meteo input, §4 Meteo rows). Read from the server
// (or the stored group and history offline) when a month is opened, then kept while the worker runs, so an edit
// answers from IndexedDB alone.
import { renderStationTitle } from '../../shared/config/station-title';
import type { Entry } from '../../shared/schema/entry';
import type { Settings } from '../../shared/schema/settings';
import { meteoRowDateTime, mezToday, type MeteoField, type MeteoRow } from '../../shared/rules/meteo-rows';
import { meteoFields, meteoRowsWithHistory, meteoSeries, type MeteoSeries } from '../../shared/rules/meteo-series';
import type { MeteoDraftKey, MeteoMonthKey, MeteoStation } from '../../shared/contract';
import { currentSettings } from '../session/current-settings';
import { loadHistory } from '../history/load-history';
import { onChange } from '../push/change-feed';
import { loadGroup } from '../rounds/load-group';
import { historicValues, lastValueBefore } from './meteo-history';

export interface MeteoMonthBase {
  key: MeteoDraftKey;
  mrName: string;
  stations: MeteoStation[];
  series: MeteoSeries;
  /** empty: the group has no series of the configured meteo parameters */
  fields: MeteoField[];
  /** the configured meteo parameter names, e.g. 'N, HS, HSN, LT' */
  parameters: string;
  /** every day up to `today`, the days with stored values read-only */
  rows: MeteoRow[];
  /** snow height of the last day before the month (the first day's delta) */
  previousMonthSnowHeight?: number | null;
  /** MEZ day the rows end with */
  today: string;
}

/** The table's id in caches, change notices and locks. */
export function tableId({ mrId, staNumber, month }: MeteoDraftKey): string {
  return `${mrId}/${staNumber}/${month}`;
}

const bases = new Map<string, MeteoMonthBase>();
let forgettingPosted = false;

/** Reads the month afresh (opening a table shows what the server has now) and keeps it for the edits. */
export async function readMeteoMonth(key: MeteoMonthKey): Promise<MeteoMonthBase> {
  const base = await buildMonth(key);
  keep(base);
  return base;
}

/** The month as kept, read again when this worker has none or the day has changed since. */
export async function meteoMonth(key: MeteoDraftKey): Promise<MeteoMonthBase> {
  const base = bases.get(tableId(key));
  if (base?.today === mezToday(new Date())) return base;
  return readMeteoMonth(key);
}

/** A post (in any tab) made days read-only: the next view reads the history again. */
export function forgetMeteoMonth(key: MeteoDraftKey): void {
  bases.delete(tableId(key));
}

/** Logout: the months read for this user are dropped. */
export function forgetMeteoMonths(): void {
  bases.clear();
}

function keep(base: MeteoMonthBase): void {
  if (!forgettingPosted) {
    onChange((change) => {
      if (change.kind === 'meteo' && change.posted) bases.delete(change.table);
    });
    forgettingPosted = true;
  }
  bases.set(tableId(base.key), base);
}

async function buildMonth({ mrId, month, staNumber }: MeteoMonthKey, now = new Date()): Promise<MeteoMonthBase> {
  const settings = await currentSettings();
  const group = await loadGroup(mrId);
  const parameters = settings.meteoParameters;
  const stations = meteoStations(group.entries, settings);
  const chosen = stations.find((station) => station.staNumber === staNumber) ?? stations[0];
  const series = meteoSeries(group.entries.filter((entry) => entry.staNumber === chosen?.staNumber), parameters);
  const fields = meteoFields(series);
  const key = { mrId, month, staNumber: chosen?.staNumber ?? staNumber ?? '' };
  const base = { key, mrName: group.mrName, stations, series, fields, parameters: Object.values(parameters).join(', '), today: mezToday(now) };
  if (fields.length === 0) return { ...base, rows: [] };
  const history = historicValues(await loadHistory(fields.map((field) => series[field]!.tsId)));
  const monthStart = meteoRowDateTime({ day: `${month}-01`, time: '00:00' })!;
  return {
    ...base,
    rows: meteoRowsWithHistory(month, now, series, history),
    previousMonthSnowHeight: lastValueBefore(history, series.snowHeight?.tsId, monthStart),
  };
}

/** Stations of the group that have at least one configured meteo parameter, in round order. */
function meteoStations(entries: readonly Entry[], settings: Settings): MeteoStation[] {
  const parameters = Object.values(settings.meteoParameters);
  const stations = new Map<string, MeteoStation>();
  for (const entry of entries) {
    if (parameters.includes(entry.tsParameter) && !stations.has(entry.staNumber)) {
      stations.set(entry.staNumber, { staNumber: entry.staNumber, title: renderStationTitle(settings.stationTitle, entry) });
    }
  }
  return [...stations.values()];
}
