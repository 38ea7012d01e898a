// issue 34: when another tab logs out, logs in or changes the user, this worker forgets what it kept in memory of the
// last user before its tab is told (the tab then starts anew at home).
import { onDeviceUserChange } from './device-user';

export async function followDeviceUser(changed: () => void): Promise<void> {
  onDeviceUserChange(() => {
    // imported here, not with the worker's start: forgetting reaches every domain's code (issue 38)
    void import('./purge-personal-data').then(({ forgetInMemory }) => {
      forgetInMemory();
      void changed();
    });
  });
}
