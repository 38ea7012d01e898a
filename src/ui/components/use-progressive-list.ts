import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './frame-slots';

/**
 * A long list a part at a time (issue 13: no main-thread task over 50 ms on a slow phone; 100 table rows created and
 * laid out at once took several hundred ms there): the first `first` items at once, then `step` more after each
 * paint, as transitions, so input runs in between and each frame lays out and paints one step only (steps in tasks of
 * their own ran two or three to a frame). The same items pushed again (same keys) keep what is shown; other items
 * start again from the first part.
 */
export function useProgressiveList<T>(items: readonly T[], keyOf: (item: T) => string, first: number, step: number): readonly T[] {
  const keys = items.map(keyOf).join('\n');
  const [shown, setShown] = useState({ keys, count: first });
  const count = shown.keys === keys ? shown.count : first;
  if (shown.keys !== keys) setShown({ keys, count });
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    let current = true;
    void afterPaint().then(() => {
      if (current) startTransition(() => setShown((before) => (before.keys === keys ? { keys, count: before.count + step } : before)));
    });
    return () => {
      current = false;
    };
  }, [keys, count, complete, step]);
  return complete ? items : items.slice(0, count);
}
