// The one hook a screen follows worker state with (issue 37): it subscribes to the topic, ends the subscription when
// the topic changes or the screen goes, and drops what the ended subscription still pushes.
import { useEffect, useState } from 'react';
import type { Topic, TopicView } from '../../shared/contract/push';
import { subscribeTo } from './push';

/**
 * The topic's latest view, undefined until the first arrives (and without a topic). A changed topic (compared by
 * value) keeps the view shown until the new topic's first view arrives. With `fold`, what is shown is made of each view
 * and what the same subscription showed before it (undefined for its first): a view read in pieces adds up.
 */
export function useTopic<T extends Topic>(topic: T | undefined): TopicView<T> | undefined;
export function useTopic<T extends Topic, Shown>(topic: T | undefined, fold: (before: Shown | undefined, view: TopicView<T>) => Shown): Shown | undefined;
export function useTopic<T extends Topic>(topic: T | undefined, fold = (_before: unknown, view: TopicView<T>): unknown => view): unknown {
  const key = topic && JSON.stringify(topic);
  const [shown, setShown] = useState<{ value: unknown }>();
  useEffect(() => {
    if (!topic) return;
    let folded: unknown;
    return subscribeTo(topic, (view) => {
      folded = fold(folded, view);
      setShown({ value: folded });
    });
  }, [key]);
  return shown?.value;
}
