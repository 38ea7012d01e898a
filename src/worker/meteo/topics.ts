// The meteo domain's pushed view: one table, after every edit or post of it.
import type { TopicOf, TopicReader } from '../push/topic-reader';
import { meteoTableView } from './meteo-drafts';
import { tableId } from './meteo-month';

export const meteoTopic: TopicReader<TopicOf<'meteo'>> = {
  follows: (topic, change) => change.kind === 'meteo' && change.table === tableId(topic.table),
  read: (topic) => meteoTableView(topic.table),
};
