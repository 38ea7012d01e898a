// archive.md §7 GET /info; offline, the stored copy keeps the last known user (login state derives from it).
import { apiPaths, type InfoResponse } from '../../shared/api';
import { ServerInfoSchema } from '../../shared/schema/reference';
import { requestJson } from '../http/client';
import { isUnreachable } from '../http/worker-error';
import { readCache, writeCache } from '../store/cache-store';
import { keepIfRoom } from '../store/quota';

/** the answer of the last call (who the screens' views are for): null when it failed, undefined before any call */
let lastInfo: InfoResponse | null | undefined;

export async function getServerInfo(): Promise<InfoResponse> {
  lastInfo = null;
  lastInfo = await fetchServerInfo();
  return lastInfo;
}

/** The server info last answered (none when that call failed), else before any call the stored copy. */
export async function knownServerInfo(): Promise<InfoResponse | undefined> {
  if (lastInfo === null) return undefined;
  return lastInfo ?? (await readCache('serverInfo'));
}

export function forgetServerInfo(): void {
  lastInfo = undefined;
}

async function fetchServerInfo(): Promise<InfoResponse> {
  try {
    const info = await requestJson(apiPaths.info(), ServerInfoSchema, 'server info');
    await keepIfRoom(() => writeCache('serverInfo', info));
    return info;
  } catch (error) {
    const stored = isUnreachable(error) ? await readCache('serverInfo') : undefined;
    if (!stored) throw error;
    return stored;
  }
}
