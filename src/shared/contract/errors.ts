// Failures cross the worker boundary as plain `WorkerError` data (not Error instances), so their fields survive.
// Each reason the UI must tell apart has its own code; the UI shows the code's message key, never matches text.
import type { DecidedStage } from '../schema/errors';

/** code → the i18n key that explains it to the user (src/ui/i18n) */
export const WORKER_ERROR_KEYS = {
  NOT_LOGGED_IN: 'groups.loginRequired',
  /** issue 34: the call carries the token of a user who is no longer the device's user (logged out or changed in another tab) */
  USER_CHANGED: 'errors.userChanged',
  NO_GROUPS: 'groups.noGroups',
  NOT_MODIFIED: 'errors.notModified',
  NOT_FOUND: 'errors.notFound',
  HTTP: 'errors.http',
  NETWORK: 'errors.network',
  /** issue 34: the connection broke while the answer's body arrived (the server may have done what was asked) */
  CONNECTION_CUT: 'errors.connectionCut',
  VALIDATION: 'errors.validation',
  STORAGE: 'errors.storage',
  QUOTA_EXCEEDED: 'errors.quotaExceeded',
  CANCELLED: 'errors.cancelled',
  /** issue 34: a send that answered nothing within its time limit */
  TIMEOUT: 'errors.timeout',
  /** spec entry.md §8: a preload whose historic values were not all loaded from the server (it went on without them) */
  VALUES_INCOMPLETE: 'errors.valuesIncomplete',
  UNEXPECTED: 'errors.unexpected',
  /** spec entry.md §4: posting, and changing a copy whose post is under way, are refused while a transfer runs */
  TRANSFER_RUNNING: 'mobile.transferRunning',
  /** spec entry.md §4: posting is refused while printing is required and not done */
  PRINT_REQUIRED: 'mobile.printRequired',
  /** the server took the body of a post but a photo failed: only posting again is left */
  READINGS_SENT: 'mobile.readingsSent',
  /** issue 34: the copy's last post ended without an answer; it stays locked until posting again settles it */
  POST_UNSETTLED: 'mobile.postUnsettled',
  /** issue 34: two tabs posted one copy; the other tab's post transferred it and removed it from the device */
  POSTED_ELSEWHERE: 'mobile.postedElsewhere',
  /** spec entry.md §5 CSV posting needs the timeseries' import number */
  NO_IMPORT_NUMBER: 'csv.noImportNumber',
  /** spec entry.md §2 a station without date/time cannot be duplicated */
  DUPLICATE_NO_DATE: 'input.duplicateStationNoDate',
  CSV_POSTING: 'errors.csvPosting',
  CSV_EMPTY: 'errors.csvEmpty',
  CSV_NOT_OPEN: 'errors.csvNotOpen',
  /** an offline copy that is not stored on this device ('Group <instanceId> does not exist!') */
  GROUP_NOT_FOUND: 'errors.groupNotFound',
  /** an uploaded offline file whose mrName is not in the group list */
  UNKNOWN_GROUP_NAME: 'errors.unknownGroupName',
  MISSING_INSTANCE_ID: 'errors.missingInstanceId',
  NOT_A_ROUND_FILE: 'errors.notARoundFile',
  NO_ENTRIES: 'errors.noEntries',
  ENTRY_NOT_FOUND: 'errors.entryNotFound',
  PHOTO_NOT_FOUND: 'errors.photoNotFound',
  TRANSFER_BODY_MISSING: 'errors.transferBodyMissing',
  /** issue 14: a server answer or stored record that does not match its schema (record and field named) */
  INVALID_RECORD: 'errors.invalidRecord',
  /** spec entry.md §5 deleting a copy with a complete station: the typed name is not the round name */
  DELETE_NAME_MISMATCH: 'mobile.deleteNameMismatch',
  /** spec entry.md §4 Meteo rows: a read-only day, or one locked until the day before is complete */
  METEO_DAY_LOCKED: 'meteo.dayLocked',
  /** spec entry.md §5 Meteo post: a started day is incomplete, or no editable day is complete */
  METEO_NOTHING_TO_POST: 'meteo.nothingToPost',
  /** logout: copies on this device are not posted and their deletion was not confirmed */
  UNSENT_COPIES: 'errors.unsentCopies',
  /** issue 34: another user of the device typed values into this meteo table and has not posted them */
  OTHER_USERS_DRAFT: 'errors.otherUsersDraft',
  /** issue 33: the decision stage was decided meanwhile (`decided` names who and when) */
  DECISION_TAKEN: 'archive.decisionTakenShort',
  /** issue 33: the post decides none of the entries that need the decision */
  NOTHING_DECIDED: 'archive.nothingDecidedShort',
  /** issue 33: a decision value outside the spec's choices */
  INVALID_DECISION_VALUE: 'archive.invalidDecisionValue',
  /** issue 33: another administrator saved the permissions since they were loaded */
  PERMISSIONS_CHANGED: 'permissions.changedByOther',
} as const;

export type WorkerErrorCode = keyof typeof WORKER_ERROR_KEYS;

export interface WorkerError {
  code: WorkerErrorCode;
  /** internal English text for logs and tests (the spec's internal messages), not shown as the explanation */
  message: string;
  /** i18n key of the explanation shown to the user (WORKER_ERROR_KEYS[code]) */
  messageKey: string;
  status?: number;
  statusText?: string;
  /** the server's own text (answer body) when there is one; nothing else */
  detail?: string;
  /** INVALID_RECORD: the record (e.g. 'completed round <instanceId>') and its first offending field */
  record?: string;
  field?: string;
  /** DECISION_TAKEN: the stage, who decided it and when, as the server answered */
  decided?: DecidedStage;
  /** TIMEOUT (issue 34): the time limit that ended the send, in seconds; the UI words it */
  limitSeconds?: number;
}

/** A coded WorkerError; a DOMException (numeric code) is not one. */
export function isWorkerError(value: unknown): value is WorkerError {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string' && 'message' in value;
}

export function workerError(
  code: WorkerErrorCode,
  message: string,
  extra: Pick<WorkerError, 'status' | 'statusText' | 'detail' | 'record' | 'field' | 'decided' | 'limitSeconds'> = {},
): WorkerError {
  return { code, message, messageKey: WORKER_ERROR_KEYS[code], ...extra };
}
