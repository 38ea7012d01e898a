// spec entry.md §7 GET /measure-round: the Date header becomes the version; the stored list is the offline fallback.
import { apiPaths } from '../../shared/api';
import type { GroupSummary } from '../../shared/schema/group';
import type { GroupList } from '../../shared/contract';
import { versionAge } from '../../shared/rules/group-selection';
import { GroupSummarySchema } from '../../shared/schema/reference';
import { readJson, request } from '../http/client';
import { parseList, recordName } from '../http/parse-answer';
import { isUnreachable, workerError } from '../http/worker-error';
import { readCache, writeCache } from '../store/cache-store';
import { readGroupList } from '../store/groups-store';
import { keepIfRoom } from '../store/quota';
import type { StartCallOptions } from '../../shared/contract/session';
import { storedIfSlow } from '../session/stored-if-slow';

/** the groups of the last list answered (the screen's views are cut from it; forgotten at logout) */
let lastGroups: GroupSummary[] | undefined;
/** counts the logouts: a list asked for before one (late, on a slow network) is neither kept nor stored */
let logouts = 0;

export async function listGroups(options: StartCallOptions = {}): Promise<GroupList> {
  const askedBefore = logouts;
  const answer = fetchGroupList(askedBefore);
  const list = await (options.atStart ? storedIfSlow(answer, storedGroupList) : answer);
  if (askedBefore === logouts) lastGroups = list.groups;
  return list;
}

/** The groups last answered, else the stored list. */
export async function knownGroups(): Promise<GroupSummary[]> {
  return lastGroups ?? (await readGroupList())?.groups ?? [];
}

export function forgetGroups(): void {
  lastGroups = undefined;
  logouts++;
}

async function fetchGroupList(askedBefore: number): Promise<GroupList> {
  try {
    const response = await request(apiPaths.measureRounds());
    const { items: groups, skipped } = parseList(GroupSummarySchema, await readJson(response, 'measure rounds'), recordName('measure round', 'mrId'));
    const version = isoFromHttpDate(response.headers.get('Date'));
    const kept = askedBefore !== logouts || (await keepIfRoom(() => writeCache('groupList', { groups, version })));
    return withAges({ groups, version, dataVersion: await readCache('dataVersion'), fromCache: false, storageFull: !kept, skipped });
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const stored = await storedGroupList();
    if (!stored) throw workerError('NO_GROUPS', 'Could not load tours from the server nor from local storage');
    return stored;
  }
}

async function storedGroupList(): Promise<GroupList | undefined> {
  const stored = await readGroupList();
  return stored && withAges({ ...stored, dataVersion: await readCache('dataVersion'), fromCache: true, storageFull: false, skipped: [] });
}

function withAges(list: Omit<GroupList, 'versionAge' | 'dataVersionAge'>): GroupList {
  const now = new Date();
  return { ...list, versionAge: versionAge(list.version, now), dataVersionAge: versionAge(list.dataVersion, now) };
}

function isoFromHttpDate(header: string | null): string | undefined {
  const time = header ? Date.parse(header) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
