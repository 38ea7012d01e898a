// The unsaved decisions on archived rounds (issue 10: nothing typed is lost on reload). Every write is committed with
// strict durability; issue 14: a record read back is checked against its schema (a bad one reads as absent, reported).
import { StoredArchiveDraftSchema } from '../../shared/schema/stored';
import { database } from './db';
import type { ArchiveDraftRecord } from './schema';
import { parseStored } from './stored-records';

export async function readArchiveDraft(instanceId: string): Promise<ArchiveDraftRecord | undefined> {
  const record: unknown = await (await database()).get('archiveDrafts', instanceId);
  return record === undefined ? undefined : parseStored(StoredArchiveDraftSchema, record, `stored archive draft ${instanceId}`);
}

export async function writeArchiveDraft(draft: ArchiveDraftRecord): Promise<void> {
  const tx = (await database()).transaction('archiveDrafts', 'readwrite', { durability: 'strict' });
  await Promise.all([tx.store.put(draft), tx.done]);
}

export async function deleteArchiveDraft(instanceId: string): Promise<void> {
  const tx = (await database()).transaction('archiveDrafts', 'readwrite', { durability: 'strict' });
  await Promise.all([tx.store.delete(instanceId), tx.done]);
}
