// spec entry.md §7 GET /config: no-cache, no bearer token; on failure the stored copy is used.
import { apiPaths, type ConfigResponse } from '../../shared/api';
import { mergeSettings } from '../../shared/config/settings';
import type { Settings } from '../../shared/model';
import { requestJson } from '../http/client';
import { readCache, writeCache } from '../store/cache-store';

export async function getConfig(): Promise<Settings> {
  try {
    const config = await requestJson<ConfigResponse>(apiPaths.config(), { cache: 'no-cache', authorize: false });
    await writeCache('config', config);
    return mergeSettings(config);
  } catch (error) {
    console.warn('Config could not be loaded, using the stored copy', error);
    return mergeSettings(await readCache('config'));
  }
}
