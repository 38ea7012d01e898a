// One post of a copy at a time on this device: every tab's worker takes the copy's Web Lock before it sends,
// so a tab that starts (and resumes interrupted posts) never sends a post another tab is sending right now.
// The lock is released when the post ends or its tab is closed.
import { sessionContext } from '../http/session';
import { DEFAULT_DATABASE_NAME } from '../store/db';

/** Runs `work` holding the copy's post lock; runs `whenHeld` instead when another post of the copy holds it. */
export function withPostLock<T>(instanceId: string, work: () => Promise<T>, whenHeld: () => T | Promise<T>): Promise<T> {
  const name = `hwe-post:${sessionContext().databaseName ?? DEFAULT_DATABASE_NAME}:${instanceId}`;
  return navigator.locks.request(name, { ifAvailable: true }, (lock) => (lock ? work() : whenHeld()));
}
