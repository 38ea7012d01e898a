// Each topic's reader, registered by its domain: imported on the topic's first subscription, so a screen's worker code
// is fetched only when a screen follows its topic (issue 38). A new topic is one line here (the typecheck asks for it).
import type { Topic } from '../../shared/contract/push';
import type { TopicOf, TopicReader } from './topic-reader';

export const topicReaders: { [Kind in Topic['kind']]: () => Promise<TopicReader<TopicOf<Kind>>> } = {
  round: () => import('../rounds/topics').then((topics) => topics.roundTopic),
  stations: () => import('../rounds/topics').then((topics) => topics.stationsTopic),
  'overview-order': () => import('../rounds/topics').then((topics) => topics.overviewOrderTopic),
  'online-table': () => import('../rounds/topics').then((topics) => topics.onlineTableTopic),
  transfers: () => import('../outbox/topics').then((topics) => topics.transfersTopic),
  meteo: () => import('../meteo/topics').then((topics) => topics.meteoTopic),
  archive: () => import('../archive/topics').then((topics) => topics.archiveTopic),
  preload: () => import('../preload/topics').then((topics) => topics.preloadTopic),
  history: () => import('../history/topics').then((topics) => topics.historyTopic),
  'analysis-history': () => import('../history/topics').then((topics) => topics.analysisHistoryTopic),
  'analysis-table': () => import('../analysis/topics').then((topics) => topics.analysisTableTopic),
  'analysis-remarks': () => import('../analysis/topics').then((topics) => topics.analysisRemarksTopic),
};
