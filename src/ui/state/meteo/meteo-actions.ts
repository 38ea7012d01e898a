// Intents of the meteo table: load the month, edit rows, post (spec entry.md §2 Meteo input, §5 Meteo post).
import { ref, snapshot } from 'valtio';
import { renderStationTitle } from '../../../shared/config/station-title';
import type { Entry } from '../../../shared/model';
import { meteoRowDateTime, type MeteoRow } from '../../../shared/rules/meteo-rows';
import { METEO_NO_PARAMETERS_KEY, meteoFields, meteoPostEntries, meteoRowsWithHistory, meteoSeries } from '../../../shared/rules/meteo-series';
import type { MeteoDraftKey } from '../../../shared/worker-api';
import { workerApi } from '../../worker-client';
import { addAlert, addPostSuccessAlert } from '../alerts';
import { reportError } from '../report-error';
import { store } from '../store';
import { clearDraft, readDraft, saveDraft, withDraft } from './meteo-draft';
import { historicValues, lastValueBefore } from './meteo-history';
import { meteoStore, type MeteoStation } from './meteo-store';

function currentDraftKey(): MeteoDraftKey {
  return { mrId: meteoStore.mrId ?? '', staNumber: meteoStore.staNumber ?? '', month: meteoStore.month ?? '' };
}

/** Stations of the group that have at least one configured meteo parameter, in round order. */
function meteoStations(entries: readonly Entry[], parameters: readonly string[], stationTitle: string): MeteoStation[] {
  const stations = new Map<string, MeteoStation>();
  for (const entry of entries) {
    if (parameters.includes(entry.tsParameter) && !stations.has(entry.staNumber)) {
      stations.set(entry.staNumber, { staNumber: entry.staNumber, title: renderStationTitle(stationTitle, entry) });
    }
  }
  return [...stations.values()];
}

export async function openMeteo(mrId: string, month: string, staNumber: string | undefined, now = new Date()): Promise<void> {
  Object.assign(meteoStore, { status: 'loading', mrId, month, rows: [], fields: [], series: {}, stations: [] });
  try {
    const settings = store.settings ?? (await workerApi().getConfig());
    const group = await workerApi().loadGroup(mrId);
    const parameters = settings.meteoParameters;
    const stations = meteoStations(group.entries, Object.values(parameters), settings.stationTitle);
    const chosen = stations.find((station) => station.staNumber === staNumber) ?? stations[0];
    const series = meteoSeries(group.entries.filter((entry) => entry.staNumber === chosen?.staNumber), parameters);
    const fields = meteoFields(series);
    Object.assign(meteoStore, { mrName: group.mrName, stations, staNumber: chosen?.staNumber });
    if (fields.length === 0) {
      meteoStore.status = 'noParameters';
      addAlert({ type: 'alert-danger', msg: METEO_NO_PARAMETERS_KEY, params: { parameters: Object.values(parameters).join(', ') } });
      return;
    }
    const history = historicValues(await workerApi().getHistory(fields.map((field) => series[field]!.tsId)));
    const rows = withDraft(meteoRowsWithHistory(month, now, series, history), await readDraft(currentDraftKey()));
    Object.assign(meteoStore, {
      series: ref(series),
      fields,
      rows,
      previousMonthSnowHeight: lastValueBefore(history, series.snowHeight?.tsId, meteoRowDateTime({ day: `${month}-01`, time: '00:00' })!),
      status: 'loaded',
    });
  } catch (error) {
    meteoStore.status = 'failed';
    reportError(error, 'meteo.loadError', 'meteo.loadError');
  }
}

export function editMeteoRow(index: number, row: MeteoRow): void {
  meteoStore.rows[index] = row;
  saveDraft(currentDraftKey(), snapshot(meteoStore.rows));
}

/**
 * Posts the complete editable rows as a round copy of the group: the copy is stored by the worker before
 * it is sent, and a copy the server did not take is sent again (same instanceId) on the next try.
 * Printing before saving is an offline option, so the copy is marked printed.
 */
export async function postMeteo(): Promise<boolean> {
  const { mrId, month } = meteoStore;
  if (!mrId || !month || meteoStore.posting) return false;
  meteoStore.posting = true;
  const draftKey = currentDraftKey();
  try {
    const api = workerApi();
    const entries = meteoPostEntries(meteoStore.rows, meteoStore.series);
    const copy = meteoStore.unsentCopy ?? (await api.createOfflineRound(mrId, { onlineEntry: true })).round;
    const saved = (await api.saveOfflineRound({ ...copy, entries })).round;
    meteoStore.unsentCopy = ref(saved);
    await api.editRound(saved.instanceId, [{ kind: 'printed' }]);
    const result = await api.postRound(saved.instanceId);
    meteoStore.unsentCopy = undefined;
    clearDraft(draftKey);
    addPostSuccessAlert(result.count);
    addAlert({ type: 'alert-info', msg: 'meteo.postSuccess' });
    await openMeteo(mrId, month, meteoStore.staNumber);
    return true;
  } catch (error) {
    reportError(error, 'mobile.postError', 'api.postTimeseriesError', 'groups.loginRequiredSave');
    return false;
  } finally {
    meteoStore.posting = false;
  }
}
