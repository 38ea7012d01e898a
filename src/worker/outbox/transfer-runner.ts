// spec entry.md §4 transfer tasks: queued → running → success | error; a failed task is retried once after 5 s.
// issue 32: only a failure the server may not have seen (network, 5xx, time limit) is retried, with the same body;
// any 2xx is success, so nothing is sent twice after one. issue 34: every send has a time limit and a cancel; a body sent
// before without an answer is asked for on the server before it is sent again (ask-server.ts).
import { apiPaths } from '../../shared/api';
import type { WorkerError } from '../../shared/contract';
import { request } from '../http/client';
import { roundPostBody } from '../http/round-post-body';
import { sessionContext } from '../http/session';
import { isUnreachable, toWorkerError, workerError } from '../http/worker-error';
import { writeTasks } from '../store/outbox-store';
import { readPhoto } from '../store/photos-store';
import type { TransferTask } from '../store/schema';
import { askServerFor, mayBeOnServer } from './ask-server';
import { readPostAnswer } from './post-answer';

/** spec entry.md §9 retry delay */
export const RETRY_DELAY_MS = 5000;
const ATTEMPTS = 2;
/** issue 34: a send that answers nothing for this long ends (e.g. a network that holds the request) */
export const TRANSFER_STALL_MS = 60_000;

let running = false;
/** the cancel of the send running now, per copy */
const cancels = new Map<string, AbortController>();

/** spec entry.md §4: posting is refused while a transfer runs. */
export function isTransferRunning(): boolean {
  return running;
}

/** Runs `work` as the only transfer of this worker; refused while another one runs. */
export async function exclusiveTransfer<T>(work: () => Promise<T>): Promise<T> {
  if (running) throw workerError('TRANSFER_RUNNING', 'A transfer is running');
  running = true;
  try {
    return await work();
  } finally {
    running = false;
  }
}

/** issue 34: ends the copy's send running in this worker; the task is not tried again. */
export function cancelPost(instanceId: string): void {
  cancels.get(instanceId)?.abort();
}

/**
 * Runs the tasks of one post in order, skipping those that already succeeded (a resumed post); stops at
 * the first task that fails for good and throws its error. Answers the tasks in their final state.
 * Call it inside exclusiveTransfer.
 */
export async function runTransfers(tasks: readonly TransferTask[]): Promise<TransferTask[]> {
  const done: TransferTask[] = [];
  for (const task of [...tasks].sort((a, b) => a.order - b.order)) {
    done.push(task.state === 'success' ? task : await runTask(task));
  }
  return done;
}

async function runTask(task: TransferTask): Promise<TransferTask> {
  const cancel = new AbortController();
  cancels.set(task.instanceId, cancel);
  try {
    if (!mayBeOnServer(task)) return await tryTwice(task, cancel.signal);
    const earlierTry = await askServerFor(task, sendSignal(cancel.signal));
    if (earlierTry === 'arrived') return await saveState(task, { state: 'success', earlierTry, count: task.body?.entries.length, ...NO_FAILURE, unsettled: undefined });
    return await tryTwice({ ...task, earlierTry }, cancel.signal);
  } finally {
    cancels.delete(task.instanceId);
  }
}

async function tryTwice(task: TransferTask, cancelled: AbortSignal): Promise<TransferTask> {
  let current = task;
  for (let attempt = 1; ; attempt++) {
    current = await saveState(current, { state: 'running', attempts: attempt, ...NO_FAILURE, unsettled: undefined });
    try {
      return await saveState(current, { state: 'success', ...(await send(current, cancelled)) });
    } catch (error) {
      const failure = sendFailure(error, cancelled);
      if (attempt >= ATTEMPTS || !isUnreachable(failure) || cancelled.aborted) return failed(current, failure);
      current = await saveState(current, { state: 'queued', ...failureOf(failure) });
      await new Promise((resolve) => {
        setTimeout(resolve, RETRY_DELAY_MS);
        cancelled.addEventListener('abort', resolve, { once: true });
      });
      if (cancelled.aborted) return failed(current, workerError('CANCELLED', 'Post cancelled'));
    }
  }
}

/** Stores the task's failure and throws it; a body the server may have taken (issue 34) is marked unsettled. */
async function failed(task: TransferTask, failure: WorkerError): Promise<never> {
  const unsettled = task.kind === 'body' && (isUnreachable(failure) || failure.code === 'CANCELLED');
  await saveState(task, { state: 'error', ...failureOf(failure), unsettled: unsettled || undefined });
  throw failure;
}

/** The failure as a WorkerError; a send that ended on its time limit (not on the user's cancel) is TIMEOUT. */
function sendFailure(error: unknown, cancelled: AbortSignal): WorkerError {
  const failure = toWorkerError(error, 'HTTP');
  if (failure.code !== 'CANCELLED' || cancelled.aborted) return failure;
  const limitSeconds = stallMs() / 1000;
  return workerError('TIMEOUT', `No answer within ${limitSeconds} s`, { limitSeconds });
}

async function saveState(task: TransferTask, change: Partial<TransferTask>): Promise<TransferTask> {
  const updated = { ...task, ...change, updated: new Date().toISOString() };
  await writeTasks([updated]);
  return updated;
}

function stallMs(): number {
  return sessionContext().transferStallMs ?? TRANSFER_STALL_MS;
}

/** The cancel, or the time limit (a send that answers nothing for that long ends). */
function sendSignal(cancelled: AbortSignal): AbortSignal {
  return AbortSignal.any([cancelled, AbortSignal.timeout(stallMs())]);
}

/** Sends one task; answers what the task keeps of the server's answer. */
async function send(task: TransferTask, cancelled: AbortSignal): Promise<Partial<TransferTask>> {
  const signal = sendSignal(cancelled);
  if (task.kind === 'body') {
    if (!task.body) throw workerError('TRANSFER_BODY_MISSING', 'No round body in the transfer');
    const response = await request(apiPaths.postMeasureRound(task.mrId), { method: 'POST', ...(await roundPostBody(task.body)), signal });
    return readPostAnswer(response, task.body.entries.length);
  }
  const photo = task.photoId ? await readPhoto(task.photoId) : undefined;
  if (!photo) throw workerError('PHOTO_NOT_FOUND', `Photo ${task.photoId} is missing on this device`);
  const query = task.imageQuery ?? '';
  await request(`${apiPaths.measureRoundImage(task.mrId, photo.id)}?${query}`, { method: 'PUT', body: photo.blob, contentType: photo.blob.type || 'image/jpeg', signal });
  return {};
}

const NO_FAILURE = { error: undefined, failure: undefined };

/**
 * What a task keeps of its failure: the code and time limit, which the UI words in the page's language (issue 34), and
 * for an answer with a status its status text and body (spec entry.md §7: the task shows both).
 */
function failureOf(failure: WorkerError): Pick<TransferTask, 'error' | 'failure'> {
  return { error: serverWords(failure), failure: { code: failure.code, limitSeconds: failure.limitSeconds } };
}

function serverWords(failure: WorkerError): string | undefined {
  if (failure.status === undefined) return undefined;
  const statusLine = `${failure.status} ${failure.statusText ?? ''}`.trim();
  const serverText = failure.message.trim() === statusLine ? failure.detail : failure.message;
  return serverText ? `${statusLine}: ${serverText}` : statusLine;
}
