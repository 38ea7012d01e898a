// The one HTTP client of the worker: spec headers, fresh token per call, status → WorkerError.
import type { Static, TSchema } from 'typebox';
import type { ApiErrorBody } from '../../shared/api';
import type { WorkerError } from '../../shared/contract';
import { requestHeaders } from './headers';
import { parseRecord } from './parse-answer';
import { accessToken, sessionContext } from './session';
import { workerError } from './worker-error';
import { deviceUserChanges, refuseStaleToken } from '../session/device-user';
import { WORKER_ERROR_KEYS, type WorkerErrorCode } from '../../shared/contract/errors';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Accept header; JSON by default */
  accept?: string;
  /** false for the config call, which never carries the bearer token */
  authorize?: boolean;
  cache?: RequestCache;
  /** stored ETag, sent as If-None-Match */
  etag?: string;
  body?: BodyInit;
  contentType?: string;
  /** further request headers (e.g. X-Image-Quality) */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Sends one request; resolves only for 2xx answers, otherwise throws a WorkerError. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const token = options.authorize === false ? undefined : await tokenOrThrow();
  // issue 34: the token was checked against the device's user just now (nothing awaited from here to the send)
  const userChangesBefore = deviceUserChanges();
  const context = sessionContext();
  const headers = requestHeaders(context, {
    accept: options.accept ?? 'application/json',
    token,
    etag: options.etag,
    contentType: options.contentType,
  });
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch((context.apiBase ?? '') + path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body,
      cache: options.cache,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw workerError('CANCELLED', 'Request cancelled');
    throw workerError('NETWORK', `Server not reachable: ${(error as Error).message}`);
  }
  if (token !== undefined && deviceUserChanges() !== userChangesBefore) {
    throw workerError('USER_CHANGED', 'The device user changed while the request was under way: its answer is dropped');
  }
  if (response.ok) return response;
  throw await statusError(response, token !== undefined);
}

/** The JSON answer, checked against its schema (INVALID_RECORD naming `record` when it does not match). */
export async function requestJson<Schema extends TSchema>(path: string, schema: Schema, record: string, options: RequestOptions = {}): Promise<Static<Schema>> {
  return parseRecord(schema, await readJson(await request(path, options), record), record);
}

/** The answer's JSON; a body that is no JSON at all is an INVALID_RECORD too, one cut while it arrived is NETWORK (issue 34). */
export async function readJson(response: Response, record: string): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw workerError('CANCELLED', 'Request cancelled');
    throw workerError('CONNECTION_CUT', `${record}: the connection was cut while the answer arrived (${(error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw workerError('INVALID_RECORD', `${record}: the answer is no JSON (${(error as Error).message})`, { record, field: '' });
  }
}

/** JSON body with the POST/PUT method and content type set. */
export function jsonBody(value: unknown): Pick<RequestOptions, 'body' | 'contentType'> {
  return { body: JSON.stringify(value), contentType: 'application/json' };
}

/** issue 34: the token of the device's user only; another user's (a tab left behind by a logout) is refused. */
async function tokenOrThrow(): Promise<string | undefined> {
  let token: string | undefined;
  try {
    token = await accessToken();
  } catch (error) {
    throw workerError('NOT_LOGGED_IN', error instanceof Error ? error.message : String(error));
  }
  if (token !== undefined) await refuseStaleToken(token);
  return token;
}

/**
 * spec entry.md §7 status handling. 401 always means "log in"; 403 only when no token was sent
 * (a logged-in user who is refused lacks a permission: that is an HTTP error with the server's text).
 */
async function statusError(response: Response, sentToken: boolean): Promise<WorkerError> {
  const { status, statusText } = response;
  if (status === 304) return workerError('NOT_MODIFIED', 'Not modified', { status, statusText });
  const detail = await response.text().catch(() => '');
  if (status === 404) return workerError('NOT_FOUND', serverMessage(detail) ?? 'Not found', { status, statusText, detail });
  if (status === 401 || (status === 403 && !sentToken)) {
    return workerError('NOT_LOGGED_IN', serverMessage(detail) ?? 'Not logged in', { status, statusText, detail });
  }
  const answer = errorBody(detail);
  const message = typeof answer?.message === 'string' ? answer.message : `${status} ${statusText}`;
  return workerError(statusCode(status, answer), message, { status, statusText, detail, ...(answer?.decided && { decided: answer.decided }) });
}

function statusCode(status: number, answer: Partial<ApiErrorBody> | undefined): WorkerErrorCode {
  // issue 33: refusals the server codes keep their code (and who decided) across the worker boundary
  if (answer?.code && answer.code in WORKER_ERROR_KEYS) return answer.code;
  // issue 34: a gateway's 502, 503 or 504 means the server was not reached, not that it refused the request
  return GATEWAY_FAILURES.includes(status) ? 'NETWORK' : 'HTTP';
}

const GATEWAY_FAILURES = [502, 503, 504];

function errorBody(body: string): Partial<ApiErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ApiErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

function serverMessage(body: string): string | undefined {
  const message = errorBody(body)?.message;
  return typeof message === 'string' ? message : undefined;
}
