// issue 34, Login is one state across tabs: whose device it is is stored once for every tab (IndexedDB); a login claims
// the device, a logout releases it, and every other tab's worker hears it on the session channel (one dedicated worker
// per tab, named after the database like the change feed). Without an identity provider nothing is ever claimed.
import { tokenSubject } from '../../shared/auth/token-subject';
import { sessionContext } from '../http/session';
import { workerError } from '../http/worker-error';
import { readCache, writeCache } from '../store/cache-store';
import { DEFAULT_DATABASE_NAME } from '../store/db';

/** what a tab tells the others: the device's user now (null: nobody) */
interface DeviceUserMessage {
  sub: string | null;
}

let channel: { name: string; port: BroadcastChannel } | undefined;
let onUserChanged: (() => void) | undefined;

function sessionChannel(): BroadcastChannel {
  const name = `hwe-session:${sessionContext().databaseName ?? DEFAULT_DATABASE_NAME}`;
  if (channel?.name !== name) {
    channel?.port.close();
    const port = new BroadcastChannel(name);
    port.onmessage = () => onUserChanged?.();
    channel = { name, port };
  }
  return channel.port;
}

function tellOtherTabs(message: DeviceUserMessage): void {
  sessionChannel().postMessage(message);
}

/** `changed` runs when another tab logs out, logs in or changes the user, and when this tab's token is refused as stale. */
export function onDeviceUserChange(changed: () => void): void {
  onUserChanged = changed;
  sessionChannel();
}

/** A login (or a start with the stored session): the token's user is the device's user now; the other tabs hear a change. */
export async function claimDevice(token: string): Promise<void> {
  const sub = tokenSubject(token);
  if (!sub) throw workerError('NOT_LOGGED_IN', 'The token names no user');
  if ((await readCache('deviceUser'))?.sub === sub) return;
  await writeCache('deviceUser', { sub });
  tellOtherTabs({ sub });
}

/** A logout: nobody is the device's user; every tab drops its session. */
export async function releaseDevice(): Promise<void> {
  await writeCache('deviceUser', { sub: null });
  tellOtherTabs({ sub: null });
}

/**
 * Refuses (USER_CHANGED) a token of anyone but the device's user: such a request is never sent. Storage that cannot be
 * read does not stop the request (the channel still drops a stale tab): the device would be unusable otherwise.
 */
export async function refuseStaleToken(token: string): Promise<void> {
  const device = await readCache('deviceUser').catch((error: unknown) => void console.warn('The device user could not be read', error));
  if (device === undefined || device.sub === tokenSubject(token)) return;
  onUserChanged?.();
  throw workerError('USER_CHANGED', 'The token is of a user who is no longer the device user');
}
