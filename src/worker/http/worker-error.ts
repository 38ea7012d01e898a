// Failures cross the Comlink boundary as plain data (Error instances lose their fields).
import { isWorkerError, type WorkerError, type WorkerErrorCode } from '../../shared/worker-api';

export function workerError(code: WorkerErrorCode, message: string, extra: Omit<WorkerError, 'code' | 'message'> = {}): WorkerError {
  return { code, message, ...extra };
}

/** Any thrown value as a WorkerError; foreign errors keep their message. */
export function toWorkerError(error: unknown, fallbackCode: WorkerErrorCode = 'STORAGE'): WorkerError {
  if (isWorkerError(error)) return error;
  if (error instanceof Error) return workerError(fallbackCode, error.message, { detail: error.name });
  return workerError(fallbackCode, String(error));
}

/** true for the errors that mean "the server could not be reached or did not answer usefully" */
export function isUnreachable(error: unknown): boolean {
  return isWorkerError(error) && (error.code === 'NETWORK' || (error.code === 'HTTP' && (error.status ?? 0) >= 500));
}
