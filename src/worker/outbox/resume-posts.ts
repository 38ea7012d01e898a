// A post interrupted by a reload (tasks left queued or running) is resumed when the worker's session starts.
import { readTasks, clearTasks } from '../store/outbox-store';
import { hasRound, isOtherUsersRound } from '../store/rounds-store';
import type { TransferTask } from '../store/schema';
import { withPostLock } from './post-lock';
import { exclusiveTransfer, isTransferRunning, runTransfers } from './transfer-runner';

/**
 * Starts resuming the interrupted posts and resolves once that holds the transfer lock (so a post asked
 * for afterwards is refused while it runs), or at once when there is nothing to resume.
 */
export async function startResumingPosts(): Promise<void> {
  try {
    if (interruptedPosts(await readTasks()).size === 0 || isTransferRunning()) return;
    void exclusiveTransfer(resumePosts).catch(warnResumeFailed);
  } catch (error) {
    // the session starts anyway; the copies stay on the device to be posted by the user
    warnResumeFailed(error);
  }
}

function warnResumeFailed(error: unknown): void {
  console.warn('Resuming interrupted posts failed', error);
}

/**
 * Runs the unfinished tasks of every interrupted post and finishes it as postRound would. Tasks of a copy
 * that is gone (the post had finished except for clearing its tasks) are removed.
 */
async function resumePosts(): Promise<void> {
  for (const instanceId of interruptedPosts(await readTasks()).keys()) {
    // a post another tab is sending holds the lock: skipped; its tasks are read again once the lock is held
    await withPostLock(instanceId, () => resumePost(instanceId), () => undefined);
  }
}

async function resumePost(instanceId: string): Promise<void> {
  const tasks = interruptedPosts(await readTasks(instanceId)).get(instanceId);
  // issue 34: another user's post waits for that user's login; it is never sent with this user's token
  if (!tasks || (await isOtherUsersRound(instanceId))) return;
  if (!(await hasRound(instanceId))) return clearTasks(instanceId);
  try {
    const finished = await runTransfers(tasks);
    // imported only when a post is resumed: it reaches the archive's code, which the worker's start does not need (issue 38)
    const { finishPost } = await import('./finish-post');
    await finishPost(finished);
  } catch {
    // the failed task is stored in state error with its message; the user posts again
  }
}

/** The tasks per round of posts that did not end in error (both attempts failed: left for the user to post again). */
function interruptedPosts(tasks: readonly TransferTask[]): Map<string, TransferTask[]> {
  const posts = new Map<string, TransferTask[]>();
  for (const task of tasks) posts.set(task.instanceId, [...(posts.get(task.instanceId) ?? []), task]);
  for (const [instanceId, postTasks] of posts) if (postTasks.some((task) => task.state === 'error')) posts.delete(instanceId);
  return posts;
}
