// The routes /csv/{group} and /analysis/*/{group} name a round by its name (spec entry.md §8: 'Cannot find group
// with name ...'); the worker loads rounds by mrId, so the name is looked up in the round list first.
import type { Group } from '../../../shared/schema/group';
import { workerApi } from '../../worker-client';

export const GROUP_NOT_FOUND = 'GROUP_NOT_FOUND';

export async function loadGroupByName(name: string): Promise<Group> {
  const { groups } = await workerApi().listGroups();
  const summary = groups.find((group) => group.mrName === name);
  if (!summary) throw { code: 'NOT_FOUND', message: `Cannot find group with name ${name}`, detail: GROUP_NOT_FOUND };
  return workerApi().loadGroup(summary.mrId);
}
