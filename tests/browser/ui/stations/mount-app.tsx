// Mounts the whole app (navbar, alerts, routes) at a path, with the real worker on its own database and
// the real reference server (demo data) behind /hwe-api. Shared by the online input and config tests.
import { proxy } from 'comlink';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Settings } from '../../../../src/shared/model';
import { App } from '../../../../src/ui/app/App';
import { initI18n } from '../../../../src/ui/i18n';
import { loadSettingsAndInfo } from '../../../../src/ui/state/actions';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';

export const DEMO_ROUND_ID = 101;
export const DEMO_ROUND_NAME = 'Demo Pegelrunde Innsbruck';

let started: Promise<void> | undefined;

/** Starts the app's own worker once per test file, on a database of its own, with the group list loaded. */
export function startApp(): Promise<void> {
  started ??= (async () => {
    await workerApi().init({ browser: 'Chromium', standalone: false, databaseName: `hwe-ui-online-${crypto.randomUUID()}` }, proxy(async () => undefined));
    await loadSettingsAndInfo();
    await initI18n('de');
    await workerApi().listGroups();
  })();
  return started;
}

export async function useSettings(local: Partial<Settings>): Promise<void> {
  store.settings = await workerApi().saveLocalSettings(local);
}

export async function resetSettings(): Promise<void> {
  store.settings = await workerApi().saveLocalSettings({});
}

export interface Mounted {
  path: () => string;
  unmount: () => void;
}

export function mountAt(path: string): Mounted {
  const location = memoryLocation({ path, record: true });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <Router hook={location.hook}>
      <App />
    </Router>,
  );
  return {
    path: () => location.history.at(-1) ?? path,
    unmount: () => {
      root.unmount();
      container.remove();
      store.alerts.splice(0);
    },
  };
}
