import type { WorkerError } from '../../shared/worker-api';

/** The i18n key that explains a worker error code to the user; undefined where the error's own message is shown. */
export function workerErrorKey(error: WorkerError): string | undefined {
  switch (error.code) {
    case 'NO_GROUPS':
      return 'groups.noGroups';
    case 'NOT_LOGGED_IN':
      return 'groups.loginRequired';
    default:
      return undefined;
  }
}
