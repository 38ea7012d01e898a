// The outbox domain's door: posting a round and the state of its transfers (contract: shared/contract/outbox.ts).
import type { OutboxApi } from '../../shared/contract';
import { postRound } from '../rounds/post-round';
import { cancelPost } from './transfer-runner';
import { transferStatuses } from './transfer-status';

export const outboxApi = {
  postRound,
  getTransfers: transferStatuses,
  cancelPost: async (instanceId) => cancelPost(instanceId),
} satisfies OutboxApi;
