// spec entry.md §7 GET /measure-round/{mrId}: a group loaded for entry (formula entries excluded), kept for offline use.
import type { Static } from 'typebox';
import type { MrId } from '../../shared/contract/ids';
import { apiPaths } from '../../shared/api';
import type { Group, GroupSummary } from '../../shared/schema/group';
import { deriveInputType } from '../../shared/rules/input-type';
import { entriesForInput } from '../../shared/rules/posting';
import type { OfflineRound } from '../../shared/contract/rounds';
import { DefinitionEntrySchema, GroupFieldsSchema } from '../../shared/schema/reference';
import { readJson, request } from '../http/client';
import { parseList, parseRecord, recordName } from '../http/parse-answer';
import { isUnreachable, workerError } from '../http/worker-error';
import { readCache } from '../store/cache-store';
import { readGroup, readGroupList, writeGroups } from '../store/groups-store';
import { keepIfRoom } from '../store/quota';

/** A round as loaded for entry, with the entries of the answer that were left out. */
export type LoadedGroup = Group & Pick<OfflineRound, 'skippedEntries'>;

/** The round's entries from the server, else the stored copy; without either the online reason is thrown. */
export async function loadGroup(mrId: MrId): Promise<LoadedGroup> {
  return (await loadGroupKept(mrId)).group;
}

/** loadGroup, and whether the round is stored for offline use (false: the storage is full). */
export async function loadGroupKept(mrId: MrId): Promise<{ group: LoadedGroup; kept: boolean }> {
  try {
    const response = await request(apiPaths.measureRound(mrId));
    const record = `measure round ${mrId}`;
    const answer = await readJson(response, record);
    const group = forEntry(checkedEntries(parseRecord(GroupFieldsSchema, await asGroup(mrId, answer), record), record), (await readCache('groupList'))?.version);
    return { group, kept: await keepIfRoom(() => writeGroups([group])) };
  } catch (error) {
    const stored = isUnreachable(error) ? await readGroup(mrId) : undefined;
    if (!stored) throw error;
    return { group: stored, kept: true };
  }
}

/** issue 34: an entry that does not match its schema is left out and named, as the archive does with a round. */
function checkedEntries(group: Static<typeof GroupFieldsSchema>, record: string): LoadedGroup {
  const { items, skipped } = parseList(DefinitionEntrySchema, group.entries, recordName(`${record} entry`, 'tsId'));
  return { ...group, entries: items as Group['entries'], ...(skipped.length > 0 && { skippedEntries: skipped }) };
}

/** issue 32: entry.md §7 answers "the round's entries": a bare array is the round of the group list with these entries. */
async function asGroup(mrId: MrId, answer: unknown): Promise<unknown> {
  if (!Array.isArray(answer)) return answer;
  const summary = (await readGroupList())?.groups.find((group) => String(group.mrId) === String(mrId));
  return { mrId, mrName: summary?.mrName ?? String(mrId), mrGroup: summary?.mrGroup ?? '', ...summary, entries: answer };
}

/** spec entry.md §5: entries with a formula are excluded when loading a group for entry; input types derived. */
export function forEntry<G extends Group>(group: G, version?: string): G {
  return {
    ...group,
    mrVersion: group.mrVersion ?? version,
    entries: entriesForInput(group.entries).map((entry) => ({ ...entry, inputType: deriveInputType(entry) })),
  };
}

/** spec entry.md §8 'Cannot find group with name ...': looks the name up in the last group list. */
export async function findGroupByName(mrName: string): Promise<GroupSummary> {
  const group = (await readGroupList())?.groups.find((candidate) => candidate.mrName === mrName);
  if (!group) throw workerError('UNKNOWN_GROUP_NAME', `Cannot find group with name ${mrName}`);
  return group;
}
