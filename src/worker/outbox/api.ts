// The outbox domain's door: posting a round and ending its post (its transfers' state: the topic 'transfers') (contract: shared/contract/outbox.ts).
import type { OutboxApi } from '../../shared/contract';
import { postRound } from '../rounds/post-round';
import { cancelPost } from './transfer-runner';

export const outboxApi = {
  postRound,
  cancelPost: async (instanceId) => cancelPost(instanceId),
} satisfies OutboxApi;
