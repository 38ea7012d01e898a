// Posting to the server and the transfers (outbox) that carry a post.
import type { Static } from 'typebox';
import type { TransferStatusSchema } from '../schema/stored';
import type { InstanceId } from './ids';

export interface PostOptions {
  /** spec entry.md §4 partial post (setting postTimeseriesPartial): only complete stations are sent and removed */
  partial?: boolean;
}

export interface PostResult {
  /** timeseries values the server stored */
  count: number;
  /** issue 32: the server took the post (2xx) but its answer was not readable; count is the number of entries sent */
  answerUnread?: boolean;
  /**
   * issue 34: the copy's earlier send had no answer; 'arrived': the server held the round already (the copy settles as
   * posted, nothing was sent again), 'lost': it did not (posted now)
   */
  earlierTry?: 'arrived' | 'lost';
  /** the copy that keeps the unsent stations after a partial post */
  remainingInstanceId?: InstanceId;
}

export type TransferStatus = Static<typeof TransferStatusSchema>;
export type TransferState = TransferStatus['state'];

export interface OutboxApi {
  /** spec entry.md §4 full or partial post; refused while a transfer runs or printing is required and not done */
  postRound(instanceId: InstanceId, options?: PostOptions): Promise<PostResult>;
  /** issue 34: ends the copy's running post; its body's outcome is then unknown until it is posted again */
  cancelPost(instanceId: InstanceId): Promise<void>;
}
