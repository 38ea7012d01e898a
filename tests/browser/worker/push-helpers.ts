// Following a topic of the push channel (issue 37) from a test: every view it pushes, in order.
import { proxy, type Remote } from 'comlink';
import { expect } from 'vitest';
import type { Topic, TopicView, WorkerApi } from '../../../src/shared/contract';

type Api = Remote<WorkerApi<Blob>>;

/** Subscribes and collects every pushed view; answers the views and the subscription id. */
export async function followTopic<T extends Topic>(api: Api, topic: T): Promise<{ views: TopicView<T>[]; id: string }> {
  const views: TopicView<T>[] = [];
  // Comlink's Remote type drops the method's type parameter: the view is the topic's by the contract
  const id = await api.subscribe(topic, proxy((view: TopicView<Topic>) => void views.push(view as TopicView<T>)));
  return { views, id };
}

/** The topic's view now: a subscription's first view (the subscription then ends). */
export async function viewNow<T extends Topic>(api: Api, topic: T): Promise<TopicView<T>> {
  const { views, id } = await followTopic(api, topic);
  await expect.poll(() => views.length).toBeGreaterThan(0);
  await api.unsubscribe(id);
  return views[0];
}
