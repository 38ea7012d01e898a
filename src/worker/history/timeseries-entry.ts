// The entry of a timeseries in a stored group (its parameter, unit and station metadata), for the chart of one
// timeseries (spec archive.md §2 Timeseries chart; entry.md §5 Chart inversion needs parameter and Messpunkthöhe).
import type { Entry } from '../../shared/model';
import { database } from '../store/db';

/** Searches the groups stored on this device; undefined when no stored group holds the timeseries. */
export async function findTimeseriesEntry(tsId: string): Promise<Entry | undefined> {
  const db = await database();
  let cursor = await db.transaction('groups').store.openCursor();
  while (cursor) {
    const entry = cursor.value.entries.find((candidate) => candidate.tsId === tsId);
    if (entry) return entry;
    cursor = await cursor.continue();
  }
  return undefined;
}
