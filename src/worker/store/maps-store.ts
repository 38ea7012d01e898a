// Map overlays and tracks with their ETags, keyed `${mrId}/${kind}`; checked when read (issue 14).
import * as Type from 'typebox';
import type { TSchema } from 'typebox';
import { database } from './db';
import type { MapRecord } from './schema';
import { parseStored } from './stored-records';

/** The stored map whose body matches `bodySchema`; undefined when none is stored or it does not match (reported). */
export async function readMap(key: string, bodySchema: TSchema): Promise<MapRecord | undefined> {
  const record: unknown = await (await database()).get('maps', key);
  const schema = Type.Object({ key: Type.String(), etag: Type.Optional(Type.String()), body: bodySchema });
  return record === undefined ? undefined : (parseStored(schema, record, `stored map ${key}`) as MapRecord | undefined);
}

export async function writeMap(record: MapRecord): Promise<void> {
  await (await database()).put('maps', record);
}
