// The archive's pushed view: the list's page for a query (issue 11), answered from memory after every load step,
// refresh and stored change; an open subscription keeps the list following the server and the other tabs.
import { NOTHING_NEW, type TopicOf, type TopicReader } from '../push/topic-reader';
import { archiveState, closeArchiveList, openArchiveList } from './archive-session';

export const archiveTopic: TopicReader<TopicOf<'archive'>> = {
  open: (topic) => openArchiveList(topic.query),
  close: closeArchiveList,
  follows: (_topic, change) => change.kind === 'archive-state',
  read: (topic) => archiveState(topic.query) ?? NOTHING_NEW,
};
