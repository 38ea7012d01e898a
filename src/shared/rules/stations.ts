// spec entry.md §3 Station grouping, §4/§5 duplicating a station, §5 incomplete-post prompt
import type { Entry } from '../schema/entry';
import { isValidNumber } from '../format/number';
import { groupByStation, isOptionalStation, isStationComplete, stationKey } from './completion';
import { hasValidDate } from './dates';

export interface StationProgress {
  /** non-optional stations that are complete */
  completed: number;
  /** non-optional stations that are not complete */
  missing: number;
  /** completed share of the non-optional stations, 0–100, rounded; 0 when there are none */
  percent: number;
}

/** Completed count, missing count and completed percent over non-optional stations only. */
export function stationProgress(entries: readonly Entry[]): StationProgress {
  const required = groupByStation(entries).filter((station) => !isOptionalStation(station[0]));
  const completed = required.filter(isStationComplete).length;
  const percent = required.length === 0 ? 0 : Math.round((100 * completed) / required.length);
  return { completed, missing: required.length - completed, percent };
}

const DUPLICATE_NO_DATE_KEY = 'input.duplicateStationNoDate';
const DUPLICATE_NO_DATE_MESSAGE = 'Cannot duplicate station because date/time is missing';

type DuplicateResult =
  | { ok: true; entries: Entry[] }
  | { ok: false; messageKey: typeof DUPLICATE_NO_DATE_KEY; message: string };

/** A fresh copy of an entry for a second visit: the station and timeseries description without readings. */
function blankCopy(entry: Entry): Entry {
  const {
    dt: _dt, value: _value, valueAfter: _valueAfter, valueCalculated: _valueCalculated, tsRemark: _tsRemark,
    staRemark: _staRemark, depthProfile: _depthProfile, dischargeProtocol: _dischargeProtocol,
    dischargeValue: _dischargeValue, snowWaterEquivalent: _snowWaterEquivalent, staTasks: _staTasks,
    staFacilities: _staFacilities, entryKey: _entryKey, ...description
  } = entry;
  return description;
}

/**
 * Inserts a copy of the station `key` right after it (refused when the station has no date): the
 * copy has the same station and timeseries but no date and no readings, remarks, tasks or facilities.
 */
export function duplicateStation(entries: readonly Entry[], key: string): DuplicateResult {
  const station = entries.filter((entry) => stationKey(entry) === key);
  if (station.length === 0 || !hasValidDate(station[0].dt)) {
    return { ok: false, messageKey: DUPLICATE_NO_DATE_KEY, message: DUPLICATE_NO_DATE_MESSAGE };
  }
  const lastIndex = entries.findLastIndex((entry) => stationKey(entry) === key);
  return {
    ok: true,
    entries: [...entries.slice(0, lastIndex + 1), ...station.map(blankCopy), ...entries.slice(lastIndex + 1)],
  };
}

interface IncompletePost {
  missingStations: number;
  /** NO_STEADY_INCIDENT entries of complete non-optional stations left without a value */
  unassessedIncidents: number;
  count: number;
}

/** The numbers for the incomplete-post confirm dialog. */
export function incompletePost(entries: readonly Entry[]): IncompletePost {
  const { missing } = stationProgress(entries);
  const unassessedIncidents = groupByStation(entries)
    .filter((station) => !isOptionalStation(station[0]) && isStationComplete(station))
    .flat()
    .filter((entry) => entry.inputType === 'NO_STEADY_INCIDENT' && !isValidNumber(entry.value)).length;
  return { missingStations: missing, unassessedIncidents, count: missing + unassessedIncidents };
}
