// Failures cross the Comlink boundary as plain data (Error instances lose their fields).
import { isWorkerError, workerError, type WorkerError, type WorkerErrorCode } from '../../shared/contract/errors';

export { workerError };

/** Any thrown value as a WorkerError; a full storage is QUOTA_EXCEEDED, other foreign errors keep their message. */
export function toWorkerError(error: unknown, fallbackCode: WorkerErrorCode = 'STORAGE'): WorkerError {
  if (isWorkerError(error)) return error;
  if (isQuotaExceeded(error)) return workerError('QUOTA_EXCEEDED', (error as Error).message);
  if (error instanceof Error) return workerError(fallbackCode, error.message);
  return workerError(fallbackCode, String(error));
}

export function isQuotaExceeded(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError';
}

/** true for the errors that mean "the server could not be reached or did not answer usefully" */
export function isUnreachable(error: unknown): boolean {
  return isWorkerError(error) && (error.code === 'NETWORK' || error.code === 'CONNECTION_CUT' || error.code === 'TIMEOUT' || (error.code === 'HTTP' && (error.status ?? 0) >= 500));
}
