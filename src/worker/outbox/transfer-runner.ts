// spec entry.md §4 transfer tasks: queued → running → success | error; a failed task is retried once after 5 s.
import { apiPaths } from '../../shared/api';
import { MeasureRoundPostResponseSchema } from '../../shared/schema/rounds';
import type { WorkerError } from '../../shared/worker-api';
import { jsonBody, readJson, request } from '../http/client';
import { parseRecord } from '../http/parse-answer';
import { toWorkerError, workerError } from '../http/worker-error';
import { writeTasks } from '../store/outbox-store';
import { readPhoto } from '../store/photos-store';
import type { TransferTask } from '../store/schema';

/** spec entry.md §9 retry delay */
export const RETRY_DELAY_MS = 5000;
const ATTEMPTS = 2;

let running = false;

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

/**
 * Runs the tasks of one post in order, skipping those that already succeeded (a resumed post); stops at
 * the first task that fails twice and throws its error. Answers the tasks in their final state.
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
  let current = task;
  for (let attempt = 1; ; attempt++) {
    current = await saveState(current, { state: 'running', attempts: attempt, error: undefined });
    try {
      return await saveState(current, { state: 'success', ...(await send(current)) });
    } catch (error) {
      const failure: WorkerError = toWorkerError(error, 'HTTP');
      if (attempt >= ATTEMPTS) {
        await saveState(current, { state: 'error', error: failureText(failure) });
        throw failure;
      }
      current = await saveState(current, { state: 'queued', error: failureText(failure) });
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

async function saveState(task: TransferTask, change: Partial<TransferTask>): Promise<TransferTask> {
  const updated = { ...task, ...change, updated: new Date().toISOString() };
  await writeTasks([updated]);
  return updated;
}

/** Sends one task; answers what the task keeps of the server's answer. */
async function send(task: TransferTask): Promise<Partial<TransferTask>> {
  if (task.kind === 'body') {
    const response = await request(apiPaths.postMeasureRound(task.mrId), { method: 'POST', ...jsonBody(task.body) });
    return { count: parseRecord(MeasureRoundPostResponseSchema, await readJson(response, 'post answer'), 'post answer').count };
  }
  const photo = task.photoId ? await readPhoto(task.photoId) : undefined;
  if (!photo) throw workerError('PHOTO_NOT_FOUND', `Photo ${task.photoId} is missing on this device`);
  await request(`${apiPaths.measureRoundImage(task.mrId, photo.id)}?${task.imageQuery ?? ''}`, { method: 'PUT', body: photo.blob, contentType: photo.blob.type || 'image/jpeg' });
  return {};
}

/** spec entry.md §7: a non-OK answer is an error with status text and body; the task shows both. */
function failureText(failure: WorkerError): string {
  if (failure.status === undefined) return failure.message;
  const statusLine = `${failure.status} ${failure.statusText ?? ''}`.trim();
  const serverText = failure.message.trim() === statusLine ? failure.detail : failure.message;
  return serverText ? `${statusLine}: ${serverText}` : statusLine;
}
