// The entry of a timeseries in a stored group (its parameter, unit and station metadata), for the chart of one
// timeseries (spec archive.md §2 Timeseries chart; entry.md §5 Chart inversion needs parameter and Messpunkthöhe).
import type { TsId } from '../../shared/contract/ids';
import type { Entry } from '../../shared/schema/entry';
import type { Group } from '../../shared/schema/group';
import { GroupSchema } from '../../shared/schema/reference';
import { database } from '../store/db';
import { parseStored } from '../store/stored-records';

/** Searches the groups stored on this device (those that match their schema); undefined when none holds the timeseries. */
export async function findTimeseriesEntry(tsId: TsId): Promise<Entry | undefined> {
  const db = await database();
  let cursor = await db.transaction('groups').store.openCursor();
  while (cursor) {
    const group = parseStored(GroupSchema, cursor.value, `stored measure round ${cursor.key}`) as Group | undefined;
    const entry = group?.entries.find((candidate) => candidate.tsId === tsId);
    if (entry) return entry;
    cursor = await cursor.continue();
  }
  return undefined;
}
