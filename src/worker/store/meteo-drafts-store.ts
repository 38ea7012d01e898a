// Draft rows of the meteo tables. Every write is committed with strict durability before the caller hears "saved";
// issue 14: a record read back is checked against its schema (a bad one reads as absent and is reported).
import type { MeteoDraftKey } from '../../shared/contract';
import { StoredMeteoDraftSchema } from '../../shared/schema/stored';
import { database } from './db';
import type { MeteoDraftRecord } from './schema';
import { parseStored } from './stored-records';
import { abortWith } from './abort-with';
import { currentOwner, isVisibleTo, ownerField } from './owner';
import { workerError } from '../http/worker-error';

function recordKey({ mrId, staNumber, month }: MeteoDraftKey): [string, string, string] {
  return [String(mrId), staNumber, month];
}

function checked(key: MeteoDraftKey, record: unknown): MeteoDraftRecord | undefined {
  if (record === undefined) return undefined;
  return parseStored(StoredMeteoDraftSchema, record, `stored meteo draft ${key.mrId}/${key.staNumber}/${key.month}`);
}

/** The draft of the device's user (issue 34: another user's reads as none). */
export async function readMeteoDraft(key: MeteoDraftKey): Promise<MeteoDraftRecord | undefined> {
  const record: unknown = await (await database()).get('meteoDrafts', recordKey(key));
  return isVisibleTo(record, await currentOwner()) ? checked(key, record) : undefined;
}

/**
 * Reads the draft, lets `change` make the next one (undefined removes it) and stores it, all in one transaction, so
 * edits arriving together (this tab or another) apply one after the other. Answers the stored draft.
 * issue 34: the draft is the device user's; another user's draft of the table is refused (OTHER_USERS_DRAFT), never overwritten.
 */
export async function updateMeteoDraft(
  key: MeteoDraftKey,
  change: (draft: MeteoDraftRecord | undefined) => MeteoDraftRecord | undefined,
): Promise<MeteoDraftRecord | undefined> {
  const owner = await currentOwner();
  const tx = (await database()).transaction('meteoDrafts', 'readwrite', { durability: 'strict' });
  const stored: unknown = await tx.store.get(recordKey(key));
  if (!isVisibleTo(stored, owner)) abortWith(tx, workerError('OTHER_USERS_DRAFT', `The meteo draft ${key.mrId}/${key.staNumber}/${key.month} is another user's`));
  const changed = change(checked(key, stored));
  const next = changed && { ...changed, ...ownerField(owner) };
  await Promise.all([next ? tx.store.put(next) : tx.store.delete(recordKey(key)), tx.done]);
  return next;
}
