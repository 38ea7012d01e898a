// Draft rows of the meteo tables. Every write is committed with strict durability before the caller hears "saved";
// issue 14: a record read back is checked against its schema (a bad one reads as absent and is reported).
import type { MeteoDraftKey } from '../../shared/contract';
import { StoredMeteoDraftSchema } from '../../shared/schema/stored';
import { database } from './db';
import type { MeteoDraftRecord } from './schema';
import { parseStored } from './stored-records';

function recordKey({ mrId, staNumber, month }: MeteoDraftKey): [string, string, string] {
  return [String(mrId), staNumber, month];
}

function checked(key: MeteoDraftKey, record: unknown): MeteoDraftRecord | undefined {
  if (record === undefined) return undefined;
  return parseStored(StoredMeteoDraftSchema, record, `stored meteo draft ${key.mrId}/${key.staNumber}/${key.month}`);
}

export async function readMeteoDraft(key: MeteoDraftKey): Promise<MeteoDraftRecord | undefined> {
  return checked(key, await (await database()).get('meteoDrafts', recordKey(key)));
}

/**
 * Reads the draft, lets `change` make the next one (undefined removes it) and stores it, all in one transaction, so
 * edits arriving together (this tab or another) apply one after the other. Answers the stored draft.
 */
export async function updateMeteoDraft(
  key: MeteoDraftKey,
  change: (draft: MeteoDraftRecord | undefined) => MeteoDraftRecord | undefined,
): Promise<MeteoDraftRecord | undefined> {
  const tx = (await database()).transaction('meteoDrafts', 'readwrite', { durability: 'strict' });
  const next = change(checked(key, await tx.store.get(recordKey(key))));
  await Promise.all([next ? tx.store.put(next) : tx.store.delete(recordKey(key)), tx.done]);
  return next;
}
