// Failures cross the worker boundary as plain `WorkerError` data (not Error instances), so their fields survive.

export type WorkerErrorCode =
  | 'NOT_LOGGED_IN'
  | 'NOT_MODIFIED'
  | 'NOT_FOUND'
  | 'HTTP'
  | 'NETWORK'
  | 'VALIDATION'
  | 'STORAGE'
  | 'CANCELLED'
  | 'NO_GROUPS';

export interface WorkerError {
  code: WorkerErrorCode;
  message: string;
  status?: number;
  statusText?: string;
  detail?: string;
}

/** spec entry.md §4: posting, and changing a copy whose post is under way, are refused while a transfer runs. */
export const TRANSFER_RUNNING_MESSAGE = 'A transfer is running';
/** spec entry.md §4: posting is refused while printing is required and not done. */
export const PRINT_REQUIRED_MESSAGE = 'The round must be printed before it is posted';
/** A post whose body the server took but a photo failed: the readings are on the server, only posting again is left. */
export const READINGS_SENT_MESSAGE = 'The readings were transferred; post again to send the missing photos';

export function isWorkerError(value: unknown): value is WorkerError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}
