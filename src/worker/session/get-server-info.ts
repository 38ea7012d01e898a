// archive.md §7 GET /info; offline, the stored copy keeps the last known user (login state derives from it).
import { apiPaths, type ApiExtension, type InfoResponse } from '../../shared/api';
import { ServerInfoSchema } from '../../shared/schema/reference';
import { requestJson } from '../http/client';
import { isUnreachable } from '../http/worker-error';
import { readCache, writeCache } from '../store/cache-store';
import { keepIfRoom } from '../store/quota';
import type { StartCallOptions } from '../../shared/contract/session';
import { storedIfSlow } from './stored-if-slow';

/** the answer of the last call (who the screens' views are for): null when it failed, undefined before any call */
let lastInfo: InfoResponse | null | undefined;
/** the number of the last call: an answer arriving after a newer call, or after the info was forgotten, is dropped */
let calls = 0;
/** the answer of the call running (undefined when it fails), for the extensions (issue 32) */
let pending: Promise<InfoResponse | undefined> | undefined;

/** At the start a slow answer is not waited for when a copy is stored (./stored-if-slow.ts); after a login it is. */
export async function getServerInfo(options: StartCallOptions = {}): Promise<InfoResponse> {
  const call = ++calls;
  lastInfo = null;
  const answer = fetchServerInfo(call);
  pending = answer.catch(() => undefined);
  const info = await (options.atStart ? storedIfSlow(answer, () => readCache('serverInfo')) : answer);
  if (call === calls) lastInfo = info;
  return info;
}

/** The server info last answered (none when that call failed), else before any call the stored copy. */
export async function knownServerInfo(): Promise<InfoResponse | undefined> {
  if (lastInfo === null) return undefined;
  return lastInfo ?? (await readCache('serverInfo'));
}

/**
 * issue 32: whether the server offers one of our extensions (its /info `extensions`): the answer last known, else the
 * running call's, else the stored copy; with none of them /info is asked. Without an answer the plainest call the
 * spec allows is used.
 */
export async function offersExtension(extension: ApiExtension): Promise<boolean> {
  const info = lastInfo ?? (await pending) ?? (await readCache('serverInfo')) ?? (await getServerInfo().catch(() => undefined));
  return info?.extensions?.includes(extension) ?? false;
}

export function forgetServerInfo(): void {
  calls++;
  pending = undefined;
  lastInfo = undefined;
}

async function fetchServerInfo(call: number): Promise<InfoResponse> {
  try {
    const info = await requestJson(apiPaths.info(), ServerInfoSchema, 'server info');
    if (call !== calls) return info;
    lastInfo = info;
    await keepIfRoom(() => writeCache('serverInfo', info));
    return info;
  } catch (error) {
    const stored = isUnreachable(error) ? await readCache('serverInfo') : undefined;
    if (!stored) throw error;
    return stored;
  }
}
