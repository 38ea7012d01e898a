// Topics the UI subscribed to: each gets its view at once and after every matching change (this tab or another).
import { releaseProxy, type Remote } from 'comlink';
import type { ReadPiece, ReadTopic, Topic, TopicView } from '../../shared/contract/push';
import { isWorkerError } from '../../shared/contract/errors';
import { archiveState, closeArchiveList, openArchiveList } from '../archive/archive-session';
import { meteoTableView } from '../meteo/meteo-drafts';
import { tableId } from '../meteo/meteo-month';
import { transferStatuses } from '../outbox/transfer-status';
import { preloadProgress } from '../preload/preload-progress';
import { getOfflineRound } from '../rounds/offline-rounds';
import { onlineTableRows } from '../rounds/online-table';
import { listStations, sortOverviewRows } from '../rounds/round-lists';
import { forgetView, pushedUpdate, viewUpdate } from '../rounds/view-updates';
import { listenToOtherTabs, onChange, type Change } from './change-feed';
import { isReadTopic, startRead } from './topic-reads';

/** a topic whose view is read again after every matching change */
type ViewTopic = Exclude<Topic, ReadTopic>;

interface Subscription {
  topic: ViewTopic;
  push: (view: unknown) => unknown;
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
  if (topic.kind === 'archive') openArchiveList(topic.query);
  subscriptions.set(id, { topic, push: onView as (view: unknown) => unknown, busy: false, again: false, first: true });
  // an archive query: queued messages (a further keystroke's unsubscribe) arrive first, so an overtaken query is not read
  if (topic.kind === 'archive') await new Promise((resolve) => setTimeout(resolve, 0));
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
  if (subscription.topic.kind === 'archive') closeArchiveList();
  releasePush(subscription.push);
}

function releasePush(push: unknown): void {
  (push as Partial<Remote<() => void>>)[releaseProxy]?.();
}

function refreshMatching(change: Change): void {
  for (const [id, { topic }] of subscriptions) {
    if (matches(topic, change)) void refresh(id);
  }
}

function matches(topic: ViewTopic, change: Change): boolean {
  switch (topic.kind) {
    case 'meteo':
      return change.kind === 'meteo' && change.table === tableId(topic.table);
    case 'archive':
      return change.kind === 'archive-state';
    case 'preload':
      return change.kind === 'preload' && change.jobId === topic.jobId;
    case 'transfers':
      return change.kind === 'transfers' && (topic.instanceId === undefined || topic.instanceId === change.instanceId);
    default:
      // a copy's view or a list derived from it
      return change.kind === 'round' && topic.instanceId === change.instanceId;
  }
}

async function refresh(id: string): Promise<void> {
  const subscription = subscriptions.get(id);
  if (!subscription) return;
  if (subscription.busy) {
    subscription.again = true;
    return;
  }
  subscription.busy = true;
  try {
    do {
      subscription.again = false;
      const view = await viewOf(subscription.topic, subscription.first);
      subscription.first = false;
      if (!subscriptions.has(id)) return;
      if (view !== NOTHING_NEW) Promise.resolve(subscription.push(view)).catch(() => subscriptions.delete(id));
    } while (subscription.again);
  } catch (error) {
    console.warn('A pushed view could not be read', error);
  } finally {
    subscription.busy = false;
  }
}

/** a round's view the UI holds already (issue 13), an archive with nothing to show yet: not pushed */
const NOTHING_NEW = Symbol('nothing new');

async function viewOf(topic: ViewTopic, first: boolean): Promise<unknown> {
  if (topic.kind === 'transfers') return transferStatuses(topic.instanceId);
  if (topic.kind === 'meteo') return meteoTableView(topic.table);
  if (topic.kind === 'archive') return archiveState(topic.query) ?? NOTHING_NEW;
  if (topic.kind === 'preload') return preloadProgress(topic.jobId);
  if (topic.kind === 'stations') return listStations(topic.instanceId, topic.options);
  if (topic.kind === 'overview-order') return sortOverviewRows(topic.instanceId, topic.sort);
  if (topic.kind === 'online-table') return onlineTableRows(topic.instanceId, topic.day);
  try {
    const view = await getOfflineRound(topic.instanceId);
    if (first && topic.base === undefined) return viewUpdate(view, undefined);
    return pushedUpdate(view) ?? NOTHING_NEW;
  } catch (error) {
    if (!isWorkerError(error) || error.code !== 'GROUP_NOT_FOUND') throw error;
    forgetView(topic.instanceId);
    return undefined;
  }
}
