import { PRINT_REQUIRED_MESSAGE, READINGS_SENT_MESSAGE, TRANSFER_RUNNING_MESSAGE, type WorkerError } from '../../shared/worker-api';

const KEYS_BY_MESSAGE: Record<string, string> = {
  [TRANSFER_RUNNING_MESSAGE]: 'mobile.transferRunning',
  [PRINT_REQUIRED_MESSAGE]: 'mobile.printRequired',
  [READINGS_SENT_MESSAGE]: 'mobile.readingsSent',
};

/** The i18n key that explains a worker error to the user; undefined where the error's own message is shown. */
export function workerErrorKey(error: WorkerError): string | undefined {
  if (KEYS_BY_MESSAGE[error.message]) return KEYS_BY_MESSAGE[error.message];
  switch (error.code) {
    case 'NO_GROUPS':
      return 'groups.noGroups';
    case 'NOT_LOGGED_IN':
      return 'groups.loginRequired';
    default:
      return undefined;
  }
}
