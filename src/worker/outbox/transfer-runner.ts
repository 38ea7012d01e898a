// spec entry.md §4 transfer tasks: queued → running → success | error; a failed task is retried once after 5 s.
import { apiPaths, type MeasureRoundPostResponse } from '../../shared/api';
import type { WorkerError } from '../../shared/worker-api';
import { jsonBody, request } from '../http/client';
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

/**
 * Runs the tasks of one post in order; stops at the first task that fails twice and throws its error.
 * Answers the server's response to the body.
 */
export async function runTransfers(tasks: readonly TransferTask[]): Promise<MeasureRoundPostResponse> {
  if (running) throw workerError('VALIDATION', 'A transfer is running');
  running = true;
  try {
    let bodyResponse: MeasureRoundPostResponse | undefined;
    for (const task of [...tasks].sort((a, b) => a.order - b.order)) {
      const response = await runTask(task);
      if (task.kind === 'body') bodyResponse = response as MeasureRoundPostResponse;
    }
    if (!bodyResponse) throw workerError('VALIDATION', 'No round body in the transfer');
    return bodyResponse;
  } finally {
    running = false;
  }
}

async function runTask(task: TransferTask): Promise<unknown> {
  let current = task;
  for (let attempt = 1; ; attempt++) {
    current = await saveState(current, { state: 'running', attempts: attempt, error: undefined });
    try {
      const response = await send(current);
      await saveState(current, { state: 'success' });
      return response;
    } catch (error) {
      const failure: WorkerError = toWorkerError(error, 'HTTP');
      if (attempt >= ATTEMPTS) {
        await saveState(current, { state: 'error', error: failure.message });
        throw failure;
      }
      current = await saveState(current, { state: 'queued', error: failure.message });
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

async function saveState(task: TransferTask, change: Partial<TransferTask>): Promise<TransferTask> {
  const updated = { ...task, ...change, updated: new Date().toISOString() };
  await writeTasks([updated]);
  return updated;
}

async function send(task: TransferTask): Promise<unknown> {
  if (task.kind === 'body') {
    const response = await request(apiPaths.postMeasureRound(task.mrId), { method: 'POST', ...jsonBody(task.body) });
    return response.json();
  }
  const photo = task.photoId ? await readPhoto(task.photoId) : undefined;
  if (!photo) throw workerError('STORAGE', `Photo ${task.photoId} is missing on this device`);
  await request(`${apiPaths.measureRoundImage(task.mrId, photo.id)}?${task.imageQuery ?? ''}`, { method: 'PUT', body: photo.blob, contentType: photo.blob.type || 'image/jpeg' });
  return undefined;
}
