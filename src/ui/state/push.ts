// The UI's end of the worker's push channel: a topic's view arrives at once and after every change in any tab.
import { proxy } from 'comlink';
import type { Topic, TopicView } from '../../shared/contract/push';
import { workerApi } from '../worker-client';

/**
 * Subscribes to a topic; the answer ends the subscription: no view arrives after it (a view already on its way is
 * dropped), and the worker may skip reading one it has not read yet (an overtaken archive query).
 */
export function subscribeTo<T extends Topic>(topic: T, onView: (view: TopicView<T>) => void): () => void {
  let open = true;
  const id = crypto.randomUUID();
  const subscribed = workerApi().subscribe(
    topic,
    // Comlink's Remote type drops the method's type parameter: the view is the topic's by the worker's contract
    proxy((view: TopicView<Topic>) => {
      if (open) onView(view as TopicView<T>);
    }),
    id,
  );
  subscribed.catch((error: unknown) => console.warn('A subscription failed', error));
  return () => {
    open = false;
    void workerApi().unsubscribe(id).catch(() => undefined);
  };
}
