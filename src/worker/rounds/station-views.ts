// The stations of a copy as the mobile screens address them (spec entry.md §2): by station number and visit (a
// duplicated station is the second visit of the same number), with their rows, completeness and remark row.
import type { Entry } from '../../shared/schema/entry';
import { isOptionalStation, isStationComplete, stationKey } from '../../shared/rules/completion';
import { areAttributesEditable, canDeleteFacility, isStorageStation, serialProblems } from '../../shared/rules/station-facilities';
import { checkHydroPost } from '../../shared/rules/posting';
import type { FacilityView, StationView } from '../../shared/contract';

/** `now` and `pastDateDays` judge the date of the hydro post check. */
export function stationViews(entries: readonly Entry[], now = new Date(), pastDateDays?: number): StationView[] {
  const rowsByKey = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    const key = stationKey(entry);
    const rows = rowsByKey.get(key);
    if (rows) rows.push(index);
    else rowsByKey.set(key, [index]);
  });
  const visits = new Map<string, number>();
  const firstRows = [...rowsByKey.values()].map(([first]) => entries[first]);
  return [...rowsByKey.values()].map((rows) => {
    const station = rows.map((index) => entries[index]);
    const staNumber = station[0].staNumber;
    const visit = visits.get(staNumber) ?? 0;
    visits.set(staNumber, visit + 1);
    return {
      staNumber,
      visit,
      rows,
      complete: isStationComplete(station),
      optional: isOptionalStation(station[0]),
      remarkRow: rows.find((index) => entries[index].inputType !== 'NO_STEADY_INCIDENT'),
      storage: isStorageStation(station),
      facilities: facilityViews(station[0], firstRows),
      hydroPostCheck: checkHydroPost(station, station[0].dt, now, pastDateDays),
    };
  });
}

function facilityViews(first: Entry, stations: readonly Entry[]): FacilityView[] {
  const problems = serialProblems(first, stations);
  return (first.staFacilities ?? []).map((facility, position) => {
    const serialProblem = problems[position];
    return { editable: areAttributesEditable(facility), removable: canDeleteFacility(facility), ...(serialProblem ? { serialProblem } : {}) };
  });
}
