// issue 34: a round body whose earlier send had no answer (cut, 5xx, time limit, cancel, a reload mid-send) may be on
// the server. Before it is sent again the server is asked whether it holds the round under that instanceId, with the
// spec's call that reads one completed round (archive.md §7 GET /completed-measure-round/{instanceId}). The copy was
// locked since that send (POST_UNSETTLED), so the round found is the body sent; its content need not be compared.
import { apiPaths } from '../../shared/api';
import { isWorkerError } from '../../shared/contract/errors';
import { request } from '../http/client';
import type { TransferTask } from '../store/schema';

export type EarlierTry = NonNullable<TransferTask['earlierTry']>;

/** Whether an earlier send of this task may have reached the server: only a body that was sent before. */
export function mayBeOnServer(task: TransferTask): boolean {
  return task.kind === 'body' && task.attempts > 0;
}

/**
 * 'arrived' when the server holds the round, 'lost' when it answers 404; undefined when the answer tells neither (no
 * right to read the archive, a server without the call, unreachable): then the body is sent again and the server's
 * idempotency answers (duplicate, or 409 naming a difference).
 */
export async function askServerFor(task: TransferTask, signal: AbortSignal): Promise<EarlierTry | undefined> {
  try {
    const response = await request(apiPaths.completedRound(task.instanceId), { signal, cache: 'no-store' });
    await response.body?.cancel();
    return 'arrived';
  } catch (error) {
    return isWorkerError(error) && error.code === 'NOT_FOUND' ? 'lost' : undefined;
  }
}
