// Each topic's reader, registered by its domain: imported on the topic's first subscription, so a screen's worker code
// is fetched only when a screen follows its topic (issue 38). A new topic is one line here (the typecheck asks for it); topics read in pieces
// (history, analysis) are listed in ./topic-reads.ts.
import type { ViewTopic } from '../../shared/contract/push';
import type { TopicOf, TopicReader } from './topic-reader';

export const topicReaders: { [Kind in ViewTopic['kind']]: () => Promise<TopicReader<TopicOf<Kind>>> } = {
  round: () => import('../rounds/topics').then((topics) => topics.roundTopic),
  stations: () => import('../rounds/topics').then((topics) => topics.stationsTopic),
  'overview-order': () => import('../rounds/topics').then((topics) => topics.overviewOrderTopic),
  'online-table': () => import('../rounds/topics').then((topics) => topics.onlineTableTopic),
  transfers: () => import('../outbox/topics').then((topics) => topics.transfersTopic),
  meteo: () => import('../meteo/topics').then((topics) => topics.meteoTopic),
  archive: () => import('../archive/topics').then((topics) => topics.archiveTopic),
  preload: () => import('../preload/topics').then((topics) => topics.preloadTopic),
};
