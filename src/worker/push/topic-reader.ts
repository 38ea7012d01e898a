// What a domain hands the push channel for each of its topics: how the topic's view is read and which stored changes
// it follows (the domain's <domain>/topics.ts; the list of them is ./topic-readers.ts).
import type { Topic, TopicView } from '../../shared/contract/push';
import type { Change } from './change-feed';

/** a view the subscriber holds already, or nothing to show yet: not pushed */
export const NOTHING_NEW = Symbol('nothing new');

export type TopicOf<Kind extends Topic['kind']> = Extract<Topic, { kind: Kind }>;

type Read<View> = View | typeof NOTHING_NEW;

export interface TopicReader<T extends Topic> {
  /** `first`: nothing was pushed to this subscription yet */
  read(topic: T, first: boolean): Read<TopicView<T>> | Promise<Read<TopicView<T>>>;
  /** the view is read again after this change */
  follows(topic: T, change: Change): boolean;
  /** a subscription begins (before its first read) */
  open?(topic: T): void;
  /** a subscription that was opened ends */
  close?(topic: T): void;
}
