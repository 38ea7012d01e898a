// spec entry.md §4 offline round lifecycle: once every task of a post answered 2xx, the copy leaves the
// device; after a partial post the unsent entries stay, saved again under a new instanceId.
import type { PostResult } from '../../shared/contract';
import { forgetTimeseriesData } from '../history/update-timeseries-data';
import { workerError } from '../http/worker-error';
import { refreshStoredArchive } from '../archive/archive-session';
import { clearTasks } from '../store/outbox-store';
import { announce } from '../push/change-feed';
import { replaceRounds } from '../store/rounds-store';
import type { TransferTask } from '../store/schema';

/** Finishes a post whose tasks all succeeded, from what its body task recorded when the post started. */
export async function finishPost(tasks: readonly TransferTask[]): Promise<PostResult> {
  const body = tasks.find((task) => task.kind === 'body');
  if (!body) throw workerError('TRANSFER_BODY_MISSING', 'No round body in the transfer');
  const remainder = body.remainder && { ...body.remainder, savedTime: new Date().toISOString() };
  await replaceRounds([body.instanceId], remainder ? [remainder] : []);
  await clearTasks(body.instanceId);
  announce({ kind: 'posted', instanceId: body.instanceId });
  forgetTimeseriesData();
  // the posted round is in the archive now: a stored list learns it in the background
  void refreshStoredArchive();
  return { count: body.count ?? 0, answerUnread: body.answerUnread, earlierTry: body.earlierTry, remainingInstanceId: remainder?.instanceId };
}
