// The topic 'analysis-history' of a round's series, built in one place: the screen subscribes to it, and issue 38's early
// read on entering the route asks for the same topic so that the subscription takes that read over.
import type { Topic } from '../../../shared/contract/push';
import type { TsId } from '../../../shared/contract/ids';
import type { Group } from '../../../shared/schema/group';
import { CHART_DEFAULT_SIZE } from '../../format/axis';

/** The round's series, each once, in the order of its entries. */
export function analysisTsIds(group: Group | undefined): TsId[] {
  return [...new Set(group?.entries.map((entry) => entry.tsId) ?? [])];
}

/** The histories of `tsIds` reduced to the window's width, the charts the window shows first (measured now). */
export function analysisHistoryTopic(tsIds: readonly TsId[]): Extract<Topic, { kind: 'analysis-history' }> {
  return { kind: 'analysis-history', tsIds: [...tsIds], chartColumns: chartColumns(), shownFirst: chartsOnScreen() };
}

/**
 * The CSS pixels across the window: no chart of the analysis is wider, and its line, 1.5 px wide, draws no detail finer
 * than a pixel (issue 13: the worker reduces its series to that).
 */
function chartColumns(): number {
  return Math.ceil(window.innerWidth);
}

/** How many chart cards the window shows at most: their series are read first (issue 38). */
function chartsOnScreen(): number {
  return Math.max(1, Math.ceil(window.innerHeight / CHART_DEFAULT_SIZE.height));
}
