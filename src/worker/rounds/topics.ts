// The rounds domain's pushed views: a copy, its station list, its overview's order and its online table; each is read
// again after every stored change of its copy.
import { isWorkerError } from '../../shared/contract/errors';
import type { Change } from '../push/change-feed';
import { NOTHING_NEW, type TopicOf, type TopicReader } from '../push/topic-reader';
import { getOfflineRound } from './offline-rounds';
import { onlineTableRows } from './online-table';
import { listStations, sortOverviewRows } from './round-lists';
import { forgetView, pushedUpdate, viewUpdate } from './view-updates';

const followsCopy = (topic: { instanceId: string }, change: Change) => change.kind === 'round' && change.instanceId === topic.instanceId;

export const roundTopic: TopicReader<TopicOf<'round'>> = {
  follows: followsCopy,
  async read(topic, first) {
    try {
      const view = await getOfflineRound(topic.instanceId);
      if (first && topic.base === undefined) return viewUpdate(view, undefined);
      return pushedUpdate(view) ?? NOTHING_NEW;
    } catch (error) {
      if (!isWorkerError(error) || error.code !== 'GROUP_NOT_FOUND') throw error;
      forgetView(topic.instanceId);
      return undefined;
    }
  },
};

export const stationsTopic: TopicReader<TopicOf<'stations'>> = {
  follows: followsCopy,
  read: (topic) => listStations(topic.instanceId, topic.options),
};

export const overviewOrderTopic: TopicReader<TopicOf<'overview-order'>> = {
  follows: followsCopy,
  read: (topic) => sortOverviewRows(topic.instanceId, topic.sort),
};

export const onlineTableTopic: TopicReader<TopicOf<'online-table'>> = {
  follows: followsCopy,
  read: (topic) => onlineTableRows(topic.instanceId, topic.day),
};
