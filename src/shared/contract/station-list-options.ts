// spec entry.md §2 Mobile screens: the options of the mobile station list, which the worker applies (topic 'stations').
import type { Location } from '../schema/remark';

export interface StationListOptions {
  /** case-insensitive text over site name, station name and number, parameter */
  filter?: string;
  showOptional?: boolean;
  hideVisited?: boolean;
  /** the device position: stations sorted by distance from it, those without location last */
  position?: Location;
}

/** Whether `stationList` keeps every station, in the round's order and without distances, under these options. */
export function keepsEveryStation(options: StationListOptions): boolean {
  return !options.filter?.trim() && options.showOptional !== false && !options.hideVisited && !options.position;
}
