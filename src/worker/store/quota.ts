// A full storage (the origin's quota reached) must not hide what the server answered: copies kept for offline use are
// best effort, and the caller tells the user that storage is full (issue 10; docs/decisions/worker.md, Storage full).
import { isQuotaExceeded } from '../http/worker-error';

/** Runs a write of a server answer kept for offline use; false when the storage is full (nothing was written). */
export async function keepIfRoom(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isQuotaExceeded(error)) return false;
    throw error;
  }
}
