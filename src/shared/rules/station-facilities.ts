// spec entry.md §4 Facility actions; §5 facility serial and attribute rules
import type { Entry } from '../schema/entry';
import type { FacilityModel, StationFacility } from '../schema/station';

export const SERIAL_EMPTY_MESSAGE = 'Die Seriennummer ist leer';
export const SERIAL_IN_USE_MESSAGE = 'Die Seriennummer wird bereits verwendet';
/** The parameter of the device storage-status series that marks a storage station (demo: LAGER). */
export const STORAGE_STATUS_PARAMETER = 'LAGER';

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
 * The serial of `facility` (at station `staNumber`) is refused when empty, or when another device
 * of the round uses it: the message then names the station using it. Undefined when valid.
 */
export function serialError(facility: StationFacility, entries: readonly Entry[]): string | undefined {
  const serial = facility.number.trim();
  if (serial === '') return SERIAL_EMPTY_MESSAGE;
  const isSameDevice = (candidate: StationFacility) =>
    candidate === facility || (facility.id !== undefined && candidate.id === facility.id);
  for (const entry of entries) {
    const other = entry.staFacilities?.find((candidate) => !isSameDevice(candidate) && candidate.number.trim() === serial);
    if (other) return `${SERIAL_IN_USE_MESSAGE}: ${entry.staName} (${entry.staNumber})`;
  }
  return undefined;
}
