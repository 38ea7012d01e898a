// issue 34, Login is one state across tabs: this tab tells the worker who logged in or out, and drops to the home
// route (a new page: the UI's and the worker's memory start empty) when another tab logs out, logs in or changes
// the user. The home route then shows the login prompt or the new user's rounds.
import { proxy } from 'comlink';
import { workerApi } from '../worker-client';
import { homeUrl } from './return-path';

/** set while this tab logs out: its own stale calls must not interrupt the redirect to the provider */
let leaving = false;

export function followOtherTabs(): Promise<void> {
  return workerApi().followDeviceUser(
    proxy(() => {
      if (!leaving) window.location.assign(homeUrl());
    }),
  );
}

export function claimDevice(token: string): Promise<void> {
  return workerApi().claimDevice(token);
}

/** After the purge: nobody is the device's user; the other tabs drop their session. */
export async function releaseDevice(): Promise<void> {
  leaving = true;
  try {
    await workerApi().releaseDevice();
  } catch (error) {
    console.warn('The other tabs could not be told of the logout', error);
  }
}

/**
 * issue 34: the provider refused to refresh `user`'s session (it ended there): the device is released as at logout, so
 * the other tabs drop to the login screen and no call goes out with the old token; unsent things stay for their owner.
 * `startAnew`: this tab worked with the session, so it starts anew at home too (its memory empty).
 */
export async function releaseAfterRefusedRefresh(user: string, { startAnew }: { startAnew: boolean }): Promise<void> {
  leaving = startAnew;
  try {
    await workerApi().releaseDevice(user);
  } catch (error) {
    console.warn('The other tabs could not be told of the ended session', error);
  }
  if (startAnew) window.location.assign(homeUrl());
}
