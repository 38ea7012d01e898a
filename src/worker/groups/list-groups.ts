// spec entry.md §7 GET /measure-round: the Date header becomes the version; the stored list is the offline fallback.
import { apiPaths, type MeasureRoundListResponse } from '../../shared/api';
import type { GroupList } from '../../shared/worker-api';
import { request } from '../http/client';
import { isUnreachable, workerError } from '../http/worker-error';
import { readCache, writeCache } from '../store/cache-store';

export async function listGroups(): Promise<GroupList> {
  try {
    const response = await request(apiPaths.measureRounds());
    const groups = (await response.json()) as MeasureRoundListResponse;
    const version = isoFromHttpDate(response.headers.get('Date'));
    await writeCache('groupList', { groups, version });
    return { groups, version, dataVersion: await readCache('dataVersion'), fromCache: false };
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const stored = await readCache('groupList');
    if (!stored) throw workerError('NO_GROUPS', 'Could not load tours from the server nor from local storage');
    return { ...stored, dataVersion: await readCache('dataVersion'), fromCache: true };
  }
}

function isoFromHttpDate(header: string | null): string | undefined {
  const time = header ? Date.parse(header) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
