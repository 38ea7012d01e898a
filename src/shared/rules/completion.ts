// spec entry.md §4 Entry filled, station complete, automatic timestamps, ordinal assignment; §2 row colours
import type { Entry } from '../schema/entry';
import { isValidNumber } from '../format/number';
import { dateImplausibility, hasValidDate } from './dates';
import { checkValue } from './plausibility';

/** A remark with text or images. */
export function hasRemarkContent(remark: Entry['tsRemark']): boolean {
  return Boolean(remark?.text?.trim()) || (remark?.images?.length ?? 0) > 0;
}

/** A task the user added on the device: it has no server task id yet. */
function isUserAddedTask(task: { taskId?: string }): boolean {
  return !task.taskId;
}

function hasDoneTask(entry: Entry): boolean {
  return entry.staTasks?.some((task) => task.taskDone) ?? false;
}

function hasDepthProfile(entry: Entry): boolean {
  return (
    entry.depthProfile?.some((row) => [row.depthM, row.depthAbsoluteM, row.wt, row.lfkt].some(isValidNumber)) ?? false
  );
}

/**
 * Entry filled: a valid number, a calculated value, a done task, a user-added task, a facility
 * action, discharge with gauge, a depth profile, a remark text or images, or a station remark.
 */
export function isEntryFilled(entry: Entry): boolean {
  return (
    isValidNumber(entry.value) ||
    isValidNumber(entry.valueCalculated) ||
    hasDoneTask(entry) ||
    (entry.staTasks?.some(isUserAddedTask) ?? false) ||
    (entry.staFacilities?.some((facility) => facility.$action !== undefined) ?? false) ||
    isValidNumber(entry.dischargeProtocol?.gauge) ||
    hasDepthProfile(entry) ||
    hasRemarkContent(entry.tsRemark) ||
    hasRemarkContent(entry.staRemark)
  );
}

/** A filled entry without a date is an error row (spec entry.md §4). */
export function isErrorRow(entry: Entry): boolean {
  return isEntryFilled(entry) && !hasValidDate(entry.dt);
}

/** A station (its entries) is complete if it has a filled entry or a done task. */
export function isStationComplete(stationEntries: readonly Entry[]): boolean {
  return stationEntries.some((entry) => isEntryFilled(entry) || hasDoneTask(entry));
}

/** Optional stations have no ordinal (or are marked optional when loaded). */
export function isOptionalStation(entry: Entry): boolean {
  return entry.isOptional ?? (entry.staOrdinal === undefined || entry.staOrdinal === null);
}

/** The key that groups entries into stations: staNumber and dt. */
export function stationKey(entry: Pick<Entry, 'staNumber' | 'dt'>): string {
  return `${entry.staNumber}|${entry.dt ?? ''}`;
}

/** Entries grouped by staNumber and dt, in the order the stations first appear. */
export function groupByStation(entries: readonly Entry[]): Entry[][] {
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const key = stationKey(entry);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()];
}

/**
 * Sets `dt` for every complete station without a date, or for all stations when `overwrite` is
 * requested. Returns new entries and the number of stations whose date was set.
 */
export function setAutomaticTimestamps(
  entries: readonly Entry[],
  dt: string,
  overwrite = false,
): { entries: Entry[]; stationsSet: number } {
  const keysToSet = new Set(
    groupByStation(entries)
      .filter((station) => overwrite || (isStationComplete(station) && !station.some((e) => hasValidDate(e.dt))))
      .map((station) => stationKey(station[0])),
  );
  return {
    entries: entries.map((entry) => (keysToSet.has(stationKey(entry)) ? { ...entry, dt } : entry)),
    stationsSet: keysToSet.size,
  };
}

function ordinalOrder(a: Entry, b: Entry): number {
  const ordinalA = a.staOrdinal ?? Number.POSITIVE_INFINITY;
  const ordinalB = b.staOrdinal ?? Number.POSITIVE_INFINITY;
  if (ordinalA !== ordinalB) return ordinalA < ordinalB ? -1 : 1;
  return (a.staSubOrdinal ?? 0) - (b.staSubOrdinal ?? 0);
}

/** Entries sorted by ordinal, then sub-ordinal; stations without an ordinal last; otherwise stable. */
export function sortByOrdinal(entries: readonly Entry[]): Entry[] {
  return [...entries].sort(ordinalOrder);
}

/**
 * When the station `key` completes and has no ordinal, it receives the ordinal of the latest
 * ordered station (the ordered station with the latest date; 0 when none has a date) and a
 * sub-ordinal one higher than the highest at that ordinal; the list is then resorted.
 */
export function assignOrdinalOnCompletion(entries: readonly Entry[], key: string): Entry[] {
  const station = entries.filter((entry) => stationKey(entry) === key);
  if (station.length === 0 || station[0].staOrdinal !== undefined || !isStationComplete(station)) {
    return [...entries];
  }
  const ordered = entries.filter((entry) => entry.staOrdinal !== undefined && hasValidDate(entry.dt));
  const latest = ordered.reduce<Entry | undefined>(
    (best, entry) => (!best || Date.parse(entry.dt!) > Date.parse(best.dt!) ? entry : best),
    undefined,
  );
  const staOrdinal = latest?.staOrdinal ?? 0;
  const highestSub = Math.max(
    0,
    ...entries.filter((entry) => entry.staOrdinal === staOrdinal).map((entry) => entry.staSubOrdinal ?? 0),
  );
  const staSubOrdinal = highestSub + 1;
  return sortByOrdinal(
    entries.map((entry) => (stationKey(entry) === key ? { ...entry, staOrdinal, staSubOrdinal } : entry)),
  );
}

export type RowStatus = 'danger' | 'warning' | 'success' | 'muted' | 'info' | '';

/**
 * The row colour of the tabular input: danger (filled but no date), warning (implausible: the value, or given `now`
 * the date of a filled row — in the future or more than `pastDateDays` back, spec entry.md §5), success (date plus
 * valid value), muted (no ordinal, optional station), info (same day). Issue 36 item 16: the one rule of both screens.
 */
export function rowStatus(entry: Entry, now?: Date, pastDateDays?: number): RowStatus {
  if (isErrorRow(entry)) return 'danger';
  if (checkValue(entry).implausible) return 'warning';
  if (now && isEntryFilled(entry) && dateImplausibility(entry.dt, now, pastDateDays)) return 'warning';
  if (hasValidDate(entry.dt) && isValidNumber(entry.value)) return 'success';
  if (entry.staOrdinal === undefined) return 'muted';
  if (entry.tsData?.sameDay) return 'info';
  return '';
}
