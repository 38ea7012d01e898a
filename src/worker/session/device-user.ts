// issue 34, Login is one state across tabs: whose device it is is stored once for every tab (IndexedDB); a login claims
// the device, a logout (or the provider refusing the session's refresh) releases it, and every other tab's worker hears
// it on the database's tab channel (push/tab-channel.ts). Without an identity provider nothing is ever claimed.
import { tokenSubject } from '../../shared/auth/token-subject';
import { workerError } from '../http/worker-error';
import { hearOtherTabs, tellOtherTabs } from '../push/tab-channel';
import { readCache, writeCache } from '../store/cache-store';

/** what a tab tells the others: the device's user now (null: nobody) */
interface DeviceUserMessage {
  sub: string | null;
}

let onUserChanged: (() => void) | undefined;
/** counts the user changes this worker heard of: a request sent before one drops its answer (issue 34) */
let userChanges = 0;

function userChanged(): void {
  userChanges++;
  onUserChanged?.();
}

function tellUser(message: DeviceUserMessage): void {
  userChanges++;
  tellOtherTabs('deviceUser', message);
}

/** The user changes heard so far; a request compares it before sending and when its answer arrives. */
export function deviceUserChanges(): number {
  return userChanges;
}

/** `changed` runs when another tab logs out, logs in or changes the user, and when this tab's token is refused as stale. */
export function onDeviceUserChange(changed: () => void): void {
  onUserChanged = changed;
  hearOtherTabs('deviceUser', userChanged);
}

/** A login (or a start with the stored session): the token's user is the device's user now; the other tabs hear a change. */
export async function claimDevice(token: string): Promise<void> {
  const sub = tokenSubject(token);
  if (!sub) throw workerError('NOT_LOGGED_IN', 'The token names no user');
  if ((await readCache('deviceUser'))?.sub === sub) return;
  await writeCache('deviceUser', { sub });
  tellUser({ sub });
}

/**
 * A logout: nobody is the device's user; every tab drops its session. `onlyFrom`: released only while that user is the
 * device's user (a refresh the provider refused: a tab left behind by a user change must not release the next user).
 */
export async function releaseDevice(onlyFrom?: string): Promise<void> {
  if (onlyFrom !== undefined && (await readCache('deviceUser'))?.sub !== onlyFrom) return;
  await writeCache('deviceUser', { sub: null });
  tellUser({ sub: null });
}

/**
 * Refuses (USER_CHANGED) a token of anyone but the device's user: such a request is never sent. Storage that cannot be
 * read does not stop the request (the channel still drops a stale tab): the device would be unusable otherwise.
 */
export async function refuseStaleToken(token: string): Promise<void> {
  const device = await readCache('deviceUser').catch((error: unknown) => void console.warn('The device user could not be read', error));
  if (device === undefined || device.sub === tokenSubject(token)) return;
  userChanged();
  throw workerError('USER_CHANGED', 'The token is of a user who is no longer the device user');
}
