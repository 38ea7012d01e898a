// The transfer queue: one task per round body and per photo, durable until the server answered 2xx.
import { database } from './db';
import type { TransferTask } from './schema';

export async function writeTasks(tasks: readonly TransferTask[]): Promise<void> {
  const db = await database();
  const tx = db.transaction('outbox', 'readwrite', { durability: 'strict' });
  await Promise.all([...tasks.map((task) => tx.store.put(task)), tx.done]);
}

export async function readTasks(instanceId?: string): Promise<TransferTask[]> {
  const db = await database();
  return instanceId === undefined ? db.getAll('outbox') : db.getAllFromIndex('outbox', 'instanceId', instanceId);
}

/** Replaces the tasks of a round's post (none when `tasks` is empty) in one strict transaction. */
export async function replaceTasks(instanceId: string, tasks: readonly TransferTask[] = []): Promise<void> {
  const db = await database();
  const tx = db.transaction('outbox', 'readwrite', { durability: 'strict' });
  const keys = await tx.store.index('instanceId').getAllKeys(instanceId);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), ...tasks.map((task) => tx.store.put(task)), tx.done]);
}
