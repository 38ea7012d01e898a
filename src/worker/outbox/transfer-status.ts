// What the UI sees of the transfer tasks (spec entry.md §4 transfer status); issue 34: never those of another user's copy.
import type { TransferStatus } from '../../shared/contract/outbox';
import { readTasks } from '../store/outbox-store';
import { isOtherUsersRound } from '../store/rounds-store';

export async function transferStatuses(instanceId?: string): Promise<TransferStatus[]> {
  const tasks = await readTasks(instanceId);
  const othersCopies = new Set<string>();
  for (const copy of new Set(tasks.map((task) => task.instanceId))) if (await isOtherUsersRound(copy)) othersCopies.add(copy);
  return tasks
    .filter((task) => !othersCopies.has(task.instanceId))
    .map(({ id, instanceId, kind, state, attempts, error, failure, unsettled }) => ({ id, instanceId, kind, state, attempts, error, failure, unsettled }));
}
