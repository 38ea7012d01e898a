// archive.md §7 GET /info; offline, the stored copy keeps the last known user (login state derives from it).
import { apiPaths, type InfoResponse } from '../../shared/api';
import { ServerInfoSchema } from '../../shared/schema/reference';
import { requestJson } from '../http/client';
import { isUnreachable } from '../http/worker-error';
import { readCache, writeCache } from '../store/cache-store';
import { keepIfRoom } from '../store/quota';

export async function getServerInfo(): Promise<InfoResponse> {
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
