// The outbox's pushed view: the transfer tasks of one copy, or of every copy.
import type { TopicOf, TopicReader } from '../push/topic-reader';
import { transferStatuses } from './transfer-status';

export const transfersTopic: TopicReader<TopicOf<'transfers'>> = {
  follows: (topic, change) => change.kind === 'transfers' && (topic.instanceId === undefined || topic.instanceId === change.instanceId),
  read: (topic) => transferStatuses(topic.instanceId),
};
