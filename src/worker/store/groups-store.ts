// Full groups (with entries) kept for offline use, keyed by String(mrId), and the cached group list; both checked
// against their schemas when read (issue 14).
import type { MrId } from '../../shared/contract/ids';
import type { Group, GroupSummary } from '../../shared/schema/group';
import { GroupSchema, GroupSummarySchema } from '../../shared/schema/reference';
import { recordName } from '../http/parse-answer';
import { readCache } from './cache-store';
import { database } from './db';
import { parseStored, parseStoredList } from './stored-records';

/** The stored group; undefined when none is stored or it does not match its schema. */
export async function readGroup(mrId: MrId): Promise<Group | undefined> {
  const record: unknown = await (await database()).get('groups', String(mrId));
  return record === undefined ? undefined : (parseStored(GroupSchema, record, `stored measure round ${mrId}`) as Group | undefined);
}

export async function writeGroups(groups: readonly Group[]): Promise<void> {
  const db = await database();
  const tx = db.transaction('groups', 'readwrite');
  await Promise.all([...groups.map((group) => tx.store.put(group, String(group.mrId))), tx.done]);
}

/** The cached group list with the groups that match their schema (the others skipped and reported). */
export async function readGroupList(): Promise<{ groups: GroupSummary[]; version?: string } | undefined> {
  const stored = await readCache('groupList');
  return stored && { ...stored, groups: parseStoredList(GroupSummarySchema, stored.groups, recordName('stored measure round summary', 'mrId')) };
}
