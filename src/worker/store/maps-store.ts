// Map overlays and tracks with their ETags, keyed `${mrId}/${kind}`; checked when read (issue 14).
import type { Static, TSchema } from 'typebox';
import { StoredMapSchema } from '../../shared/schema/stored';
import { database } from './db';
import type { MapRecord } from './schema';
import { parseStored } from './stored-records';

/** The stored map whose body matches `bodySchema`; undefined when none is stored or it does not match (reported). */
export async function readMap<Body extends TSchema>(key: string, bodySchema: Body): Promise<Static<ReturnType<typeof StoredMapSchema<Body>>> | undefined> {
  const record: unknown = await (await database()).get('maps', key);
  return record === undefined ? undefined : parseStored(StoredMapSchema(bodySchema), record, `stored map ${key}`);
}

export async function writeMap(record: MapRecord): Promise<void> {
  await (await database()).put('maps', record);
}
