// The preload's pushed view: a job's progress after every step.
import type { TopicOf, TopicReader } from '../push/topic-reader';
import { preloadProgress } from './preload-progress';

export const preloadTopic: TopicReader<TopicOf<'preload'>> = {
  follows: (topic, change) => change.kind === 'preload' && change.jobId === topic.jobId,
  read: (topic) => preloadProgress(topic.jobId),
};
