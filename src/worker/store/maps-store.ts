// Map overlays and tracks with their ETags, keyed `${mrId}/${kind}`.
import { database } from './db';
import type { MapRecord } from './schema';

export async function readMap(key: string): Promise<MapRecord | undefined> {
  return (await database()).get('maps', key);
}

export async function writeMap(record: MapRecord): Promise<void> {
  await (await database()).put('maps', record);
}
