// Full groups (with entries) kept for offline use; keyed by String(mrId).
import type { Group } from '../../shared/model';
import { database } from './db';

export async function readGroup(mrId: string | number): Promise<Group | undefined> {
  return (await database()).get('groups', String(mrId));
}

export async function writeGroups(groups: readonly Group[]): Promise<void> {
  const db = await database();
  const tx = db.transaction('groups', 'readwrite');
  await Promise.all([...groups.map((group) => tx.store.put(group, String(group.mrId))), tx.done]);
}
