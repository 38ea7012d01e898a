// A topic read in pieces (issue 32: the stored copy first, then the server's; issue 37: ended by leaving the topic) as
// the load a screen renders; a failed read is an alert.
import { useEffect } from 'react';
import type { ReadPiece, PiecewiseTopic, TopicView } from '../../shared/contract/push';
import { reportError } from './report-error';
import { useTopic } from './use-topic';
import type { ViewLoad } from './use-worker-query';

type PieceView<T extends PiecewiseTopic> = TopicView<T> extends ReadPiece<infer View> ? View : never;

/**
 * The newest piece's view. A changed topic shows loading until its first piece arrives, keeping the view of the topic
 * before where `keepShown(before, topic)` says it still fits (another filter of the same remarks).
 */
export function useReadTopic<T extends PiecewiseTopic>(
  topic: T | undefined,
  failure: { heading: string; msg: string },
  keepShown: (before: T, topic: T) => boolean = () => false,
): ViewLoad<PieceView<T>> {
  const shown = useTopic(topic, (before: { topic: T; load: ViewLoad<PieceView<T>> } | undefined, piece: TopicView<T>) => {
    const read = piece as ReadPiece<PieceView<T>>;
    const load: ViewLoad<PieceView<T>> = 'error' in read ? { status: 'failed', error: read.error, view: before?.load.view } : { status: 'loaded', view: read.view };
    return { topic: topic!, load };
  });
  useEffect(() => {
    if (shown?.load.status === 'failed') reportError(shown.load.error, failure.heading, failure.msg);
  }, [shown]);
  if (!shown || !topic) return { status: 'loading' };
  if (JSON.stringify(shown.topic) === JSON.stringify(topic)) return shown.load;
  return keepShown(shown.topic, topic) ? shown.load : { status: 'loading' };
}
