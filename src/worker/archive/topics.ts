// The archive's pushed view: the list's page for a query (issue 11), answered from memory after every load step,
// refresh and stored change; an open subscription keeps the list following the server and the other tabs.
import type { ArchiveState } from '../../shared/contract/archive';
import { NOTHING_NEW, type TopicOf, type TopicReader } from '../push/topic-reader';
import { archiveState, closeArchiveList, openArchiveList } from './archive-session';

type ArchiveTopic = TopicOf<'archive'>;

/** the text of the state pushed last to each subscription (its topic): an equal state is not pushed again (issue 32) */
const pushed = new WeakMap<ArchiveTopic, string>();

export const archiveTopic: TopicReader<ArchiveTopic> = {
  open: (topic) => openArchiveList(topic.query),
  close: closeArchiveList,
  follows: (_topic, change) => change.kind === 'archive-state',
  read: (topic, first) => changedState(topic, first, archiveState(topic.query)),
};

function changedState(topic: ArchiveTopic, first: boolean, state: ArchiveState | undefined): ArchiveState | typeof NOTHING_NEW {
  if (!state) return NOTHING_NEW;
  const text = JSON.stringify(state);
  if (!first && pushed.get(topic) === text) return NOTHING_NEW;
  pushed.set(topic, text);
  return state;
}
