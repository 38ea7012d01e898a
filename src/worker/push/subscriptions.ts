// Topics the UI subscribed to: each gets its view at once and after every change its domain's reader follows (this
// tab or another), or, read in pieces, each piece until the subscription ends. The readers are the domains'
// (./topic-readers.ts); this file only keeps the subscriptions.
import { releaseProxy, type Remote } from 'comlink';
import type { Topic, TopicView } from '../../shared/contract/push';
import { listenToOtherTabs, onChange, type Change } from './change-feed';
import { adoptEarlyRead, startStream } from './streamed-reads';
import { NOTHING_NEW, type FollowingReader, type TopicReader } from './topic-reader';
import { topicReaders } from './topic-readers';

interface Subscription {
  topic: Topic;
  push: (view: unknown) => unknown;
  /** the topic's reader, once imported (and opened for this subscription) */
  reader?: TopicReader<Topic>;
  /** a streamed read: aborted when the subscription ends */
  stream?: AbortController;
  /** a view is being read; `again` asks for one more read after it (changes arriving meanwhile are coalesced) */
  busy: boolean;
  /** nothing was pushed yet */
  first: boolean;
  again: boolean;
}

const subscriptions = new Map<string, Subscription>();
let listening = false;

export async function subscribe<T extends Topic>(topic: T, onView: (view: TopicView<T>) => void, id: string = crypto.randomUUID()): Promise<string> {
  if (!listening) {
    onChange(refreshMatching);
    listening = true;
  }
  listenToOtherTabs();
  const subscription: Subscription = { topic, push: onView as (view: unknown) => unknown, busy: false, again: false, first: true };
  subscriptions.set(id, subscription);
  const reader = (await topicReaders[topic.kind]()) as TopicReader<Topic>;
  // ended while its reader was imported (an overtaken archive query): never opened nor read
  if (subscriptions.get(id) !== subscription) return id;
  subscription.reader = reader;
  if ('stream' in reader) {
    // issue 38: a read started early for this topic is taken over, else one starts now
    subscription.stream = adoptEarlyRead(topic, subscription.push) ?? startStream(reader, topic, subscription.push);
    return id;
  }
  reader.open?.(topic);
  await refresh(id);
  return id;
}

export async function unsubscribe(id: string): Promise<void> {
  const subscription = subscriptions.get(id);
  if (!subscription) return;
  subscriptions.delete(id);
  subscription.stream?.abort();
  if (subscription.reader && 'close' in subscription.reader) subscription.reader.close?.(subscription.topic);
  (subscription.push as Partial<Remote<() => void>>)[releaseProxy]?.();
}

function refreshMatching(change: Change): void {
  for (const [id, { topic, reader }] of subscriptions) {
    if (reader && 'follows' in reader && reader.follows(topic, change)) void refresh(id);
  }
}

async function refresh(id: string): Promise<void> {
  const subscription = subscriptions.get(id);
  const reader = subscription?.reader as FollowingReader<Topic> | undefined;
  if (!subscription || !reader) return;
  if (subscription.busy) {
    subscription.again = true;
    return;
  }
  subscription.busy = true;
  try {
    do {
      subscription.again = false;
      const view = await reader.read(subscription.topic, subscription.first);
      subscription.first = false;
      if (!subscriptions.has(id)) return;
      if (view !== NOTHING_NEW) Promise.resolve(subscription.push(view)).catch(() => unsubscribe(id));
    } while (subscription.again);
  } catch (error) {
    console.warn('A pushed view could not be read', error);
  } finally {
    subscription.busy = false;
  }
}
