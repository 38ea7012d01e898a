// issue 34: when another tab logs out, logs in or changes the user, this worker forgets what it kept in memory of the
// last user before its tab is told (the tab then starts anew at home).
import { onDeviceUserChange } from './device-user';
import { forgetInMemory } from './purge-personal-data';

export async function followDeviceUser(changed: () => void): Promise<void> {
  onDeviceUserChange(() => {
    forgetInMemory();
    void changed();
  });
}
