// Offline round copies. Every write is committed before the caller hears "saved": strictly (flushed to the disk), but
// keystrokes relaxed (handed to the OS; issue 34, see writeRound).
import { StoredRoundSchema } from '../../shared/schema/stored';
import { invalidRecord, parseList, recordName } from '../http/parse-answer';
import { workerError } from '../http/worker-error';
import { announce } from '../push/change-feed';
import { abortWith } from './abort-with';
import { forgetCheckedRound, roundViolation } from './checked-round';
import { database } from './db';
import { withEntryKeys } from './entry-keys';
import { currentOwner, isVisibleTo } from './owner';
import { isPostUnderWay, isPostUnsettled, parseTasks } from './outbox-store';
import type { WorkerError } from '../../shared/contract/errors';
import type { OfflineRound, TransferTask } from './schema';

/** The stored copy of the device's user (issue 34); INVALID_RECORD (naming copy and field) when it does not match its schema. */
export async function readRound(instanceId: string): Promise<OfflineRound | undefined> {
  const record: unknown = await (await database()).get('rounds', instanceId);
  return record === undefined || !isVisibleTo(record, await currentOwner()) ? undefined : parseRound(record, instanceId);
}

/** issue 34: a copy another user of the device made (left for that user: not posted, not deleted for anyone else). */
export async function isOtherUsersRound(instanceId: string): Promise<boolean> {
  const record: unknown = await (await database()).get('rounds', instanceId);
  return record !== undefined && !isVisibleTo(record, await currentOwner());
}

/** The copy as its schema's type (only entries that changed since this worker checked the copy are checked again). */
function parseRound(record: unknown, instanceId: string): OfflineRound {
  const violation = roundViolation(record, instanceId);
  if (!violation) return record as OfflineRound;
  const name = `offline round ${instanceId}`;
  console.warn(`${name} skipped: ${violation.field || 'the record'} ${violation.message}`);
  throw invalidRecord(name, violation.field, violation.message);
}

/** The copy read inside `tx`; one that does not match its schema aborts `tx` with INVALID_RECORD. */
export function checkedRound(tx: { abort(): void; done: Promise<void> }, record: unknown, instanceId: string): OfflineRound | undefined {
  try {
    return record === undefined ? undefined : parseRound(record, instanceId);
  } catch (error) {
    abortWith(tx, error);
  }
}

/** Whether a copy is stored, readable or not (a post's tasks carry their own body). */
export async function hasRound(instanceId: string): Promise<boolean> {
  return (await (await database()).getKey('rounds', instanceId)) !== undefined;
}

/** The stored copies that match their schema; others stay stored but are skipped (and logged). */
export async function readAllRounds(): Promise<OfflineRound[]> {
  return (await readAllRoundsChecked()).items as OfflineRound[];
}

/** The device user's stored copies that match their schema, and an INVALID_RECORD for each that does not. */
export async function readAllRoundsChecked() {
  const records: unknown[] = await (await database()).getAll('rounds');
  const owner = await currentOwner();
  return parseList(StoredRoundSchema, records.filter((record) => isVisibleTo(record, owner)), recordName('offline round', 'instanceId'));
}

/**
 * Reads, changes and writes one round in a single strict transaction; returns the stored result.
 * Refused, also in another tab's worker, while the round's post is under way (its tasks stored, none failed): the
 * copy is sent as it was when the post started and deleted when it ends, so a change now would be lost. Refused
 * too once the server took the round's body: it keeps that body (instanceId is the idempotency key), so a change
 * would never reach it; and while the outcome of its last post is unknown (issue 34: the server may hold that body).
 */
export async function updateRound(instanceId: string, change: (round: OfflineRound | undefined) => OfflineRound): Promise<OfflineRound> {
  const updated = await writeRound(instanceId, change);
  announce({ kind: 'round', instanceId });
  return updated;
}

/**
 * updateRound without telling the subscribers: the caller announces the change (edits, once the waiting ones are written).
 * Edits pass 'relaxed' (issue 34): committed once the OS has the write, which a killed browser keeps; a strict commit
 * waits for the disk's flush (6–144 ms here under load, longer stalls behind other writers), and the keystrokes typed
 * meanwhile wait in the worker's memory and die with it.
 */
export async function writeRound(
  instanceId: string,
  change: (round: OfflineRound | undefined) => OfflineRound,
  durability: IDBTransactionDurability = 'strict',
): Promise<OfflineRound> {
  // spec entry.md §5: saving an offline group needs an instanceId
  if (!instanceId) throw workerError('MISSING_INSTANCE_ID', 'Missing instanceId!');
  const db = await database();
  const tx = db.transaction(['rounds', 'outbox'], 'readwrite', { durability });
  const rounds = tx.objectStore('rounds');
  // both reads in one round trip (issue 34: a keystroke's write under a slow CPU)
  const [tasks, stored] = await Promise.all([tx.objectStore('outbox').index('instanceId').getAll(instanceId), rounds.get(instanceId)]);
  const refusal = whyUnchangeable(parseTasks(tasks));
  if (refusal) abortWith(tx, refusal);
  const updated = withEntryKeys(change(checkedRound(tx, stored, instanceId)));
  // issue 14: what is written matches the schema too (its limits); the entries taken over unchanged are not checked again
  const violation = roundViolation(updated, instanceId);
  if (violation) abortWith(tx, workerError('VALIDATION', `offline round ${instanceId}: ${violation.field} ${violation.message}`, { field: violation.field }));
  await Promise.all([rounds.put(updated), tx.done]);
  return updated;
}

function whyUnchangeable(tasks: readonly TransferTask[]): WorkerError | undefined {
  if (isPostUnderWay(tasks)) return workerError('TRANSFER_RUNNING', 'A transfer is running');
  if (isPostUnsettled(tasks)) return workerError('POST_UNSETTLED', 'The outcome of the last post is unknown; post again before changing the copy');
  if (tasks.some((task) => task.kind === 'body' && task.state === 'success')) {
    return workerError('READINGS_SENT', 'The readings were transferred; post again to send the missing photos');
  }
  return undefined;
}

/** Deletes some copies and stores others in one strict transaction (a partial post swaps the copy). */
export async function replaceRounds(deleteIds: readonly string[], put: readonly OfflineRound[]): Promise<void> {
  const db = await database();
  const tx = db.transaction(['rounds', 'photos'], 'readwrite', { durability: 'strict' });
  const rounds = tx.objectStore('rounds');
  const photos = tx.objectStore('photos');
  const keptPhotoIds = new Set(put.flatMap(photoIdsOf));
  const writes: Promise<unknown>[] = [];
  for (const instanceId of deleteIds) {
    forgetCheckedRound(instanceId);
    writes.push(rounds.delete(instanceId));
    for (const photoId of await photos.index('instanceId').getAllKeys(instanceId)) {
      if (!keptPhotoIds.has(photoId)) writes.push(photos.delete(photoId));
    }
  }
  for (const round of put) writes.push(rounds.put(round));
  await Promise.all([...writes, tx.done]);
  announce(...[...deleteIds, ...put.map((round) => round.instanceId)].map((instanceId) => ({ kind: 'round' as const, instanceId })));
}

/** Ids of the photos referenced by the remarks of a round. */
function photoIdsOf(round: OfflineRound): string[] {
  return round.entries.flatMap((entry) => [...(entry.tsRemark?.images ?? []), ...(entry.staRemark?.images ?? [])]);
}
