// spec archive.md §3 Timeseries metadata (last, min, max, minExcludingLast, maxExcludingLast, sameDay, staRemarks)
// of one timeseries, relative to the date of an entry. The worker computes it from its local history when the
// server cannot be asked (entry.md §7 "update of timeseries values for entries with a date").
import { isSameDay, subMonths } from 'date-fns';
import type { TsData } from '../schema/timeseries';

/** archive.md §9: station remarks of the last 12 months */
export const REMARK_MONTHS = 12;

export interface MetadataReading {
  /** epoch ms */
  time: number;
  value: number | null;
  staRemarkText?: string;
}

/** The metadata of readings given in time order; `sameDay` and the 12-month remark period are relative to `entryDate`. */
export function timeseriesMetadata(readings: readonly MetadataReading[], entryDate: Date): TsData {
  const numbers = readings.flatMap((reading) => (reading.value === null ? [] : [reading.value]));
  const lastIndex = readings.findLastIndex((reading) => reading.value !== null);
  const last = readings[lastIndex];
  const remarksSince = subMonths(entryDate, REMARK_MONTHS).getTime();
  return {
    ...(last && { last: { dt: new Date(last.time).toISOString(), value: last.value } }),
    ...(numbers.length > 0 && rangeOf(numbers, 'min', 'max')),
    ...(numbers.length > 1 && rangeOf(numbers.slice(0, -1), 'minExcludingLast', 'maxExcludingLast')),
    sameDay: readings.some((reading) => isSameDay(reading.time, entryDate)),
    staRemarks: readings
      .filter((reading) => reading.staRemarkText && reading.time >= remarksSince)
      .map((reading) => ({ dt: new Date(reading.time).toISOString(), text: reading.staRemarkText! })),
  };
}

/** min and max without spreading (a long history would overflow the argument list) */
function rangeOf<Min extends string, Max extends string>(numbers: readonly number[], minKey: Min, maxKey: Max): Record<Min | Max, number> {
  let min = Infinity;
  let max = -Infinity;
  for (const number of numbers) {
    if (number < min) min = number;
    if (number > max) max = number;
  }
  return { [minKey]: min, [maxKey]: max } as Record<Min | Max, number>;
}
