// The transfer queue: one task per round body and per photo, durable until the server answered 2xx.
import { StoredTransferTaskSchema } from '../../shared/schema/stored';
import { recordName } from '../http/parse-answer';
import { workerError } from '../http/worker-error';
import { announce } from '../push/change-feed';
import { abortWith } from './abort-with';
import { checkedRound } from './rounds-store';
import { currentOwner, isVisibleTo } from './owner';
import { database } from './db';
import type { OfflineRound, TransferTask } from './schema';
import { parseStoredList } from './stored-records';

export async function writeTasks(tasks: readonly TransferTask[]): Promise<void> {
  const db = await database();
  const tx = db.transaction('outbox', 'readwrite', { durability: 'strict' });
  await Promise.all([...tasks.map((task) => tx.store.put(task)), tx.done]);
  announce(...[...new Set(tasks.map((task) => task.instanceId))].map((instanceId) => ({ kind: 'transfers' as const, instanceId })));
}

/** The stored tasks (of one round) that match their schema; the others are skipped and reported. */
export async function readTasks(instanceId?: string): Promise<TransferTask[]> {
  const db = await database();
  const records: unknown[] = instanceId === undefined ? await db.getAll('outbox') : await db.getAllFromIndex('outbox', 'instanceId', instanceId);
  return parseTasks(records);
}

/** The task records that match their schema; the others are skipped and reported. */
export function parseTasks(records: readonly unknown[]): TransferTask[] {
  return parseStoredList(StoredTransferTaskSchema, records, recordName('stored transfer', 'id'));
}

/** A post is under way (in this or another tab) while its tasks are stored and none of them failed. */
export function isPostUnderWay(tasks: readonly TransferTask[]): boolean {
  return tasks.length > 0 && tasks.every((task) => task.state !== 'error');
}

/** issue 34: the copy's last post ended without an answer, so the server may hold its body under this instanceId. */
export function isPostUnsettled(tasks: readonly TransferTask[]): boolean {
  return tasks.some((task) => task.kind === 'body' && task.state === 'error' && task.unsettled === true);
}

/**
 * Reads the copy and stores the tasks `plan` makes of it and of the copy's earlier tasks (replacing them) in one strict
 * transaction, so no change of the copy lands between reading it and queueing its post. `plan` throws to refuse the
 * post; a post of the copy already under way refuses it too.
 */
export async function startPost(
  instanceId: string,
  plan: (round: OfflineRound | undefined, earlier: TransferTask[]) => TransferTask[],
): Promise<TransferTask[]> {
  const owner = await currentOwner();
  const db = await database();
  const tx = db.transaction(['rounds', 'outbox'], 'readwrite', { durability: 'strict' });
  const record = await tx.objectStore('rounds').get(instanceId);
  // issue 34: another user's copy is posted by that user only: to this one it is not there
  const round = isVisibleTo(record, owner) ? checkedRound(tx, record, instanceId) : undefined;
  const outbox = tx.objectStore('outbox');
  const earlier = parseTasks(await outbox.index('instanceId').getAll(instanceId));
  if (isPostUnderWay(earlier)) abortWith(tx, workerError('TRANSFER_RUNNING', 'A transfer is running'));
  let tasks: TransferTask[] = [];
  try {
    tasks = plan(round, earlier);
  } catch (error) {
    abortWith(tx, error);
  }
  const keys = await outbox.index('instanceId').getAllKeys(instanceId);
  await Promise.all([...keys.map((key) => outbox.delete(key)), ...tasks.map((task) => outbox.put(task)), tx.done]);
  announce({ kind: 'transfers', instanceId });
  return tasks;
}

/** Removes the tasks of a round's post in one strict transaction. */
export async function clearTasks(instanceId: string): Promise<void> {
  const db = await database();
  const tx = db.transaction('outbox', 'readwrite', { durability: 'strict' });
  const keys = await tx.store.index('instanceId').getAllKeys(instanceId);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  announce({ kind: 'transfers', instanceId });
}
