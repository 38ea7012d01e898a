// The routes /csv/{group} and /analysis/*/{group} name a round by its name (spec entry.md §8: 'Cannot find group
// with name ...'); the worker loads rounds by mrId, so the name is looked up in the round list first.
import type { Group } from '../../../shared/schema/group';
import { decodeRouteSegment } from '../../app/route-params';
import { workerApi } from '../../worker-client';
import { analysisHistoryTopic, analysisTsIds } from './analysis-history-topic';

export const GROUP_NOT_FOUND = 'GROUP_NOT_FOUND';

const askedEarly = new Map<string, Promise<Group>>();

async function lookUp(name: string): Promise<Group> {
  const { groups } = await workerApi().listGroups();
  const summary = groups.find((group) => group.mrName === name);
  if (!summary) throw { code: 'NOT_FOUND', message: `Cannot find group with name ${name}`, detail: GROUP_NOT_FOUND };
  return workerApi().loadGroup(summary.mrId);
}

/** The round named `name`: the one asked early for it (a failed early ask is asked again), else looked up now. */
export function loadGroupByName(name: string): Promise<Group> {
  const early = askedEarly.get(name);
  askedEarly.clear();
  return early?.catch(() => lookUp(name)) ?? lookUp(name);
}

/**
 * issue 38: an analysis screen's first opening looks its round up while the screen's code loads, not after: the lazy
 * route asks with the path it opens (/analysis/{view}/{group}), and the screen's lookup takes the answer. The charts
 * then start reading their history at once; the screen's subscription to the same topic takes that read over.
 */
export function askGroupOfAnalysisRoute(pathname: string): void {
  const [, view, segment] = /^\/analysis\/([^/]+)\/([^/]+)$/.exec(pathname) ?? [];
  if (!segment) return;
  const name = decodeRouteSegment(decodeURI(segment));
  const answer = lookUp(name);
  // a failure is asked again by the screen
  const historyRead = view === 'charts' ? answer.then((group) => workerApi().readEarly(analysisHistoryTopic(analysisTsIds(group)))) : answer;
  historyRead.catch(() => undefined);
  askedEarly.set(name, answer);
}
