import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './frame-slots';

/**
 * A long list a part at a time (issue 13: no main-thread task over 50 ms on a slow phone; 100 table rows created and
 * laid out at once took several hundred ms there): the first `first` items at once, then `step` more after each
 * paint, as transitions, so input runs in between and each frame lays out and paints one step only (steps in tasks of
 * their own ran two or three to a frame). Other items pushed (a further filter keystroke) keep the leading ones that
 * were shown already, whose rows exist, and follow from there; the same items pushed again keep what is shown.
 */
export function useProgressiveList<T>(items: readonly T[], keyOf: (item: T) => string, first: number, step: number): readonly T[] {
  const keys = items.map(keyOf);
  const joinedKeys = keys.join('\n');
  const [shown, setShown] = useState({ joinedKeys, keys, count: first });
  let count = shown.count;
  if (shown.joinedKeys !== joinedKeys) {
    count = Math.max(first, leadingShown(keys, new Set(shown.keys.slice(0, shown.count))));
    setShown({ joinedKeys, keys, count });
  }
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    let current = true;
    void afterPaint().then(() => {
      if (current) startTransition(() => setShown((before) => (before.joinedKeys === joinedKeys ? { ...before, count: before.count + step } : before)));
    });
    return () => {
      current = false;
    };
  }, [joinedKeys, count, complete, step]);
  return complete ? items : items.slice(0, count);
}

/** how many of `keys`, from the first on, are among `shown` */
function leadingShown(keys: readonly string[], shown: ReadonlySet<string>): number {
  const firstNew = keys.findIndex((key) => !shown.has(key));
  return firstNew === -1 ? keys.length : firstNew;
}
