// The one hook a screen follows worker state with (issue 37): it subscribes to the topic, ends the subscription when
// the topic changes or the screen goes, and drops what the ended subscription still pushes.
import { useEffect, useState } from 'react';
import type { Topic, TopicView } from '../../shared/contract/push';
import { subscribeTo } from './push';

/**
 * The topic's latest view, undefined until the first arrives (and without a topic). A changed topic (compared by
 * value) keeps the view shown until the new topic's first view arrives.
 */
export function useTopic<T extends Topic>(topic: T | undefined): TopicView<T> | undefined {
  const key = topic && JSON.stringify(topic);
  const [view, setView] = useState<{ value: TopicView<T> }>();
  useEffect(() => {
    if (!topic) return;
    return subscribeTo(topic, (value) => setView({ value }));
  }, [key]);
  return view?.value;
}
