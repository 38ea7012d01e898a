import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './frame-slots';

/**
 * A long list a part of `partSize` items at a time (issue 13: no main-thread task over 50 ms on a slow phone; 100 table
 * rows created and laid out at once took several hundred ms there): the first part at once, then one more after each
 * paint, as transitions, so input runs in between and each frame lays out and paints one part only (parts in tasks of
 * their own ran two or three to a frame). The caller renders each part in an element of its own (a tbody).
 *
 * Other items pushed (a filter keystroke) keep, from the first on, the items still in the part they were shown in: their
 * rows exist and stay. An item shown in another part before, or not shown, is created anew; at most a part of those at
 * once, the rest follow a part per paint (a keystroke that moved most rows into other parts created them all in one
 * frame, over 200 ms at 4×). The same items pushed again keep what is shown.
 */
export function useProgressiveList<T>(items: readonly T[], keyOf: (item: T) => string, partSize: number): readonly T[] {
  const keys = items.map(keyOf);
  const joinedKeys = keys.join('\n');
  const [shown, setShown] = useState({ joinedKeys, keys, count: partSize });
  let count = shown.count;
  if (shown.joinedKeys !== joinedKeys) {
    count = shownAtOnce(keys, shown.keys.slice(0, shown.count), partSize);
    setShown({ joinedKeys, keys, count });
  }
  const complete = count >= items.length;
  useEffect(() => {
    if (complete) return;
    let current = true;
    void afterPaint().then(() => {
      if (current) startTransition(() => setShown((before) => (before.joinedKeys === joinedKeys ? { ...before, count: before.count + partSize } : before)));
    });
    return () => {
      current = false;
    };
  }, [joinedKeys, count, complete, partSize]);
  return complete ? items : items.slice(0, count);
}

/** how many of `keys`, from the first on, are shown at once: all before the item that would be the (partSize + 1)th created anew */
function shownAtOnce(keys: readonly string[], shownKeys: readonly string[], partSize: number): number {
  const partShownIn = new Map(shownKeys.map((key, index) => [key, Math.floor(index / partSize)]));
  let created = 0;
  for (let index = 0; index < keys.length; index++) {
    if (partShownIn.get(keys[index]) === Math.floor(index / partSize)) continue;
    created += 1;
    if (created > partSize) return index;
  }
  return keys.length;
}
