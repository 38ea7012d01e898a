// The whole app (navbar, alerts, routes), for the online input and config tests.
import { App } from '../../../../src/ui/app/App';
import { mountAt as mountScreensAt, startAppOnce, type Mounted } from '../mount';

export { DEMO_ROUND_ID, DEMO_ROUND_NAME, resetSettings, useSettings } from '../mount';
export type { Mounted };
/** with the group list loaded, as the home screen has it */
export const startApp = () => startAppOnce('online', { listGroups: true });

export const mountAt = (path: string): Mounted => mountScreensAt(path, <App />, { clearAlerts: true });
