// issue 34: offline copies and meteo drafts carry their owner, the `sub` of the device's user who made them, and are
// shown to, opened by and posted by that user only. Records without an owner (made without login, or stored before
// owners were kept) belong to whoever uses the device, as before (docs/decisions/device-safety.md).
import { readCache } from './cache-store';

/** The device's user (null after a logout; undefined without login): the owner of what is stored now. */
export async function currentOwner(): Promise<string | null | undefined> {
  return (await readCache('deviceUser'))?.sub;
}

export function isVisibleTo(record: unknown, user: string | null | undefined): boolean {
  const owner = typeof record === 'object' && record !== null ? (record as { owner?: unknown }).owner : undefined;
  return owner === undefined || owner === user;
}

/** The owner field to store with a new record: none without a logged-in user. */
export function ownerField(user: string | null | undefined): { owner?: string } {
  return typeof user === 'string' ? { owner: user } : {};
}
