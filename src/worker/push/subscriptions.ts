// Topics the UI subscribed to: each gets its view at once and after every change its domain's reader follows (this
// tab or another). The readers are the domains' (./topic-readers.ts); this file only keeps the subscriptions.
import { releaseProxy, type Remote } from 'comlink';
import type { ReadPiece, Topic, TopicView, ViewTopic } from '../../shared/contract/push';
import { listenToOtherTabs, onChange, type Change } from './change-feed';
import { NOTHING_NEW, type TopicReader } from './topic-reader';
import { topicReaders } from './topic-readers';
import { isReadTopic, startRead } from './topic-reads';

interface Subscription {
  topic: ViewTopic;
  push: (view: unknown) => unknown;
  /** the topic's reader, once imported (and opened for this subscription) */
  reader?: TopicReader<ViewTopic>;
  /** a view is being read; `again` asks for one more read after it (changes arriving meanwhile are coalesced) */
  busy: boolean;
  /** nothing was pushed yet */
  first: boolean;
  again: boolean;
}

const subscriptions = new Map<string, Subscription>();
/** the reads of read topics (./topic-reads.ts), by subscription */
const reads = new Map<string, { read: AbortController; push: unknown }>();
let listening = false;

export async function subscribe<T extends Topic>(topic: T, onView: (view: TopicView<T>) => void, id: string = crypto.randomUUID()): Promise<string> {
  if (!listening) {
    onChange(refreshMatching);
    listening = true;
  }
  listenToOtherTabs();
  if (isReadTopic(topic)) {
    reads.set(id, { read: startRead(topic, onView as (piece: ReadPiece<unknown>) => unknown), push: onView });
    return id;
  }
  const subscription: Subscription = { topic, push: onView as (view: unknown) => unknown, busy: false, again: false, first: true };
  subscriptions.set(id, subscription);
  const reader: TopicReader<ViewTopic> = await topicReaders[topic.kind]();
  // ended while its reader was imported (an overtaken archive query): never opened nor read
  if (subscriptions.get(id) !== subscription) return id;
  subscription.reader = reader;
  reader.open?.(topic);
  await refresh(id);
  return id;
}

export async function unsubscribe(id: string): Promise<void> {
  const reading = reads.get(id);
  if (reading) {
    reads.delete(id);
    reading.read.abort();
    releasePush(reading.push);
    return;
  }
  const subscription = subscriptions.get(id);
  if (!subscription) return;
  subscriptions.delete(id);
  subscription.reader?.close?.(subscription.topic);
  releasePush(subscription.push);
}

function releasePush(push: unknown): void {
  (push as Partial<Remote<() => void>>)[releaseProxy]?.();
}

function refreshMatching(change: Change): void {
  for (const [id, { topic, reader }] of subscriptions) {
    if (reader?.follows(topic, change)) void refresh(id);
  }
}

async function refresh(id: string): Promise<void> {
  const subscription = subscriptions.get(id);
  if (!subscription?.reader) return;
  if (subscription.busy) {
    subscription.again = true;
    return;
  }
  subscription.busy = true;
  try {
    do {
      subscription.again = false;
      const view = await subscription.reader.read(subscription.topic, subscription.first);
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
