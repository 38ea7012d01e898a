// The whole app (navbar, alerts, routes), for the online input and config tests.
import { App } from '../../../../src/ui/app/App';
import { workerApi } from '../../../../src/ui/worker-client';
import { mountAt as mountScreensAt, resetSettings, startAppOnce, unmountScreens, type Mounted } from '../mount';

export { DEMO_ROUND_ID, DEMO_ROUND_NAME, resetSettings, useSettings } from '../mount';
export type { Mounted };
/** with the group list loaded, as the home screen has it */
export const startApp = () => startAppOnce('online', { listGroups: true });

export const mountAt = (path: string): Mounted => mountScreensAt(path, <App />, { clearAlerts: true });

/** After each online-input test: screens gone, settings reset, the session copies and remembered sessions removed. */
export async function cleanUpOnlineSessions(): Promise<void> {
  unmountScreens();
  await resetSettings();
  const copies = await workerApi().listOfflineRounds();
  await workerApi().deleteOfflineRounds(copies.map((copy) => copy.instanceId));
  Object.keys(localStorage)
    .filter((key) => key.startsWith('hwe-'))
    .forEach((key) => localStorage.removeItem(key));
}
