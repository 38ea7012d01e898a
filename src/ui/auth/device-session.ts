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
