// Persistent storage and quota: the group selection screen warns when storage is not persistent.
import type { StorageStatus } from '../../shared/contract';

/** Asks for persistent storage where the worker may (the request is a window API in some browsers) and reports the state. */
export async function storageStatus(): Promise<StorageStatus> {
  const storage = navigator.storage as StorageManager & { persist?: () => Promise<boolean> };
  let persisted = (await storage.persisted?.()) ?? false;
  if (!persisted && storage.persist) persisted = await storage.persist().catch(() => false);
  const { usage, quota } = (await storage.estimate?.()) ?? {};
  return { persisted, usageBytes: usage, quotaBytes: quota };
}
