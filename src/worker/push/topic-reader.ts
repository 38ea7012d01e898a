// What a domain hands the push channel for each of its topics (the domain's <domain>/topics.ts; the list of them is
// ./topic-readers.ts): how the topic's view is read and which stored changes it follows, or, for a view read in pieces
// (history, analysis), how the pieces are streamed until the subscription ends.
import type { Topic, TopicView } from '../../shared/contract/push';
import type { Change } from './change-feed';

/** a view the subscriber holds already, or nothing to show yet: not pushed */
export const NOTHING_NEW = Symbol('nothing new');

export type TopicOf<Kind extends Topic['kind']> = Extract<Topic, { kind: Kind }>;

type Read<View> = View | typeof NOTHING_NEW;

export type TopicReader<T extends Topic> = FollowingReader<T> | StreamingReader<T>;

/** a view read at once and again after every change it follows */
export interface FollowingReader<T extends Topic> {
  /** `first`: nothing was pushed to this subscription yet */
  read(topic: T, first: boolean): Read<TopicView<T>> | Promise<Read<TopicView<T>>>;
  /** the view is read again after this change */
  follows(topic: T, change: Change): boolean;
  /** a subscription begins (before its first read) */
  open?(topic: T): void;
  /** a subscription that was opened ends */
  close?(topic: T): void;
}

/**
 * A view read in pieces (issue 32: the copy stored on this device, then the server's), each pushed once ready; the
 * signal aborts when the subscription ends, and its requests with it. A failure becomes the last piece.
 */
export interface StreamingReader<T extends Topic> {
  stream(topic: T, push: (piece: TopicView<T>) => unknown, signal: AbortSignal): Promise<void>;
}
