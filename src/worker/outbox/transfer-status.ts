// What the UI sees of the transfer tasks (spec entry.md §4 transfer status).
import type { TransferStatus } from '../../shared/contract/outbox';
import { readTasks } from '../store/outbox-store';

export async function transferStatuses(instanceId?: string): Promise<TransferStatus[]> {
  return (await readTasks(instanceId)).map(({ id, instanceId, kind, state, attempts, error, unsettled }) => ({ id, instanceId, kind, state, attempts, error, unsettled }));
}
