// spec entry.md §4 Facility actions; §5 facility serial and attribute rules
import type { Entry } from '../schema/entry';
import type { FacilityModel, StationFacility } from '../schema/station';

/** The parameter of the device storage-status series that marks a storage station (demo: LAGER). */
const STORAGE_STATUS_PARAMETER = 'LAGER';

export function newFacility(model: FacilityModel): StationFacility {
  return { $action: 'NEW', number: '', model, attributes: {} };
}

/** Starts editing: the original name and attributes are kept for discarding. */
export function editFacility(facility: StationFacility): StationFacility {
  if (facility.$action) return facility;
  return { ...facility, $action: 'EDIT', $originalName: facility.name, $originalAttributes: facility.attributes };
}

/** Discarding an edit restores the original name and attributes. */
export function discardFacilityEdit(facility: StationFacility): StationFacility {
  if (facility.$action !== 'EDIT') return facility;
  const { $action: _action, $originalName, $originalAttributes, $invalid: _invalid, ...rest } = facility;
  return { ...rest, name: $originalName, attributes: $originalAttributes };
}

/** Only a NEW device can be deleted. */
export function canDeleteFacility(facility: StationFacility): boolean {
  return facility.$action === 'NEW';
}

/** Attributes are disabled unless the device is NEW or EDIT. */
export function areAttributesEditable(facility: StationFacility): boolean {
  return facility.$action === 'NEW' || facility.$action === 'EDIT';
}

/** A station that has a storage-status series can take devices moved from other stations. */
export function isStorageStation(stationEntries: readonly Entry[]): boolean {
  return stationEntries.some((entry) => entry.tsParameter === STORAGE_STATUS_PARAMETER);
}

/** Moves a device to a station (or installs it from storage) at `dt`: the stations history gains dt → staNumber. */
export function moveFacility(facility: StationFacility, toStaNumber: string, dt: string): StationFacility {
  return { ...facility, $action: 'MOVE', stations: { ...facility.stations, [dt]: toStaNumber } };
}

/**
 * What is wrong with a device's serial (issue 37: the worker hands the UI a message key and its values, never words):
 * empty, or used by another device of the round (the station using it named).
 */
export type SerialProblem =
  | { key: 'mobile.facility.serialEmpty' }
  | { key: 'mobile.facility.serialInUse'; values: { staName: string; staNumber: string } };

/**
 * The serial problem of each device of the station whose first row is `first` (by position), checked against the
 * devices of `stations` (each station's first row; all rows of a station carry its devices). Only a device with an
 * action is checked; undefined when valid.
 */
export function serialProblems(first: Entry, stations: readonly Entry[]): (SerialProblem | undefined)[] {
  const devices = first.staFacilities ?? [];
  return devices.map((facility, position): SerialProblem | undefined => {
    if (!facility.$action) return undefined;
    const serial = facility.number.trim();
    if (serial === '') return { key: 'mobile.facility.serialEmpty' };
    const isSameDevice = (station: Entry, candidate: StationFacility, index: number) =>
      (station === first && index === position) || (facility.id !== undefined && candidate.id === facility.id);
    const using = stations.find((station) =>
      (station.staFacilities ?? []).some((candidate, index) => !isSameDevice(station, candidate, index) && candidate.number.trim() === serial),
    );
    return using ? { key: 'mobile.facility.serialInUse', values: { staName: using.staName, staNumber: using.staNumber } } : undefined;
  });
}
