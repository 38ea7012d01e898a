import { isWorkerError, workerError, type WorkerError } from '../../shared/contract/errors';
import { addAlert } from './alerts';
import type { AlertTopic } from './store';

export function asWorkerError(error: unknown): WorkerError {
  if (isWorkerError(error)) return error;
  return workerError('UNEXPECTED', error instanceof Error ? error.message : String(error));
}

/**
 * Shows a failed intent: not logged in as the spec's login alert, anything else as a danger alert with details. With a
 * topic, the alert replaces the earlier ones of that intent and a later success of it removes the alert.
 */
export function reportError(error: unknown, heading: string, msg: string, loginMsg = 'groups.loginRequired', topic?: AlertTopic): void {
  const workerError = asWorkerError(error);
  if (workerError.code === 'NOT_LOGGED_IN') {
    addAlert({ type: 'alert-info', msg: loginMsg, loginRequired: true, topic });
  } else {
    addAlert({ type: 'alert-danger', heading, msg, error: workerError, topic });
  }
}
