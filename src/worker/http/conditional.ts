// spec entry.md §7 no-cache + If-None-Match calls: 304 keeps the stored copy, the new ETag is stored.
import type { Static, TSchema } from 'typebox';
import { isWorkerError } from '../../shared/contract';
import { readJson, request, type RequestOptions } from './client';
import { parseRecord } from './parse-answer';
import { isUnreachable } from './worker-error';

interface Stored<T> {
  body: T;
  etag?: string;
}

/**
 * Fetches `path` unless the stored copy is still current. Answers the fresh or stored copy and whether
 * it changed; `undefined` when the server has none (404). Offline the stored copy is used.
 */
export async function conditionalGet<Schema extends TSchema, T extends Static<Schema> = Static<Schema>>(
  path: string,
  schema: Schema,
  stored: Stored<T> | undefined,
  options: Pick<RequestOptions, 'accept' | 'signal'> = {},
): Promise<{ value: Stored<T>; changed: boolean } | undefined> {
  try {
    const response = await request(path, { ...options, cache: 'no-cache', etag: stored?.etag });
    const body = parseRecord(schema, await readJson(response, path), path) as T;
    return { value: { body, etag: response.headers.get('ETag') ?? undefined }, changed: true };
  } catch (error) {
    if (stored && isWorkerError(error) && error.code === 'NOT_MODIFIED') return { value: stored, changed: false };
    if (isWorkerError(error) && error.code === 'NOT_FOUND') return undefined;
    if (stored && isUnreachable(error)) return { value: stored, changed: false };
    throw error;
  }
}
