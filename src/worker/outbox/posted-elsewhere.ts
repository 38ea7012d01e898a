// issue 34: two tabs post one copy; the tab that gets the copy's post lock second finds it gone. The other tab's worker
// announced the post it finished, so this one can say that the round was transferred, not that it does not exist.
import { onChange } from '../push/change-feed';

const posted = new Set<string>();
let following = false;

/** Remembers the copies whose post finished in any tab of this database (from now on). */
export function followFinishedPosts(): void {
  if (following) return;
  following = true;
  onChange((change) => {
    if (change.kind === 'posted') posted.add(change.instanceId);
  });
}

export function wasPosted(instanceId: string): boolean {
  return posted.has(instanceId);
}
