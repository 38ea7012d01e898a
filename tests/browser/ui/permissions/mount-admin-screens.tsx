// Mounts the measure documents and permission screens with the app's alerts and a link home, on the real worker
// (own database) and the real server (demo mode: the caller is the administrator 'demo').
import { proxy } from 'comlink';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ClientContext } from '../../../../src/shared/worker-api';
import { Alerts } from '../../../../src/ui/app/Alerts';
import { initI18n } from '../../../../src/ui/i18n';
import MeasureDocuments from '../../../../src/ui/screens/documents/MeasureDocuments';
import PermissionsScreen from '../../../../src/ui/screens/permissions/PermissionsScreen';
import { loadSettingsAndInfo } from '../../../../src/ui/state/actions';
import { workerApi } from '../../../../src/ui/worker-client';

/** Where no server listens: calls fail as from a device without network. */
export const UNREACHABLE_API = 'http://127.0.0.1:1';

const databaseName = `hwe-ui-admin-${crypto.randomUUID()}`;
let started: Promise<void> | undefined;

/** Points the app's worker at another server origin (same database); no argument: the test server again. */
export function pointWorkerAt(apiBase?: string): Promise<void> {
  const context: ClientContext = { browser: 'Chromium', standalone: false, databaseName, apiBase };
  return workerApi().init(context, proxy(async () => undefined));
}

/** Starts the app's own worker once per test file, on a database of its own. */
export function startApp(): Promise<void> {
  started ??= (async () => {
    await pointWorkerAt();
    await loadSettingsAndInfo();
    await initI18n('de');
  })();
  return started;
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
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Link href="/">Startseite</Link>
      <Alerts />
      <Suspense fallback={null}>
        <Switch>
          <Route path="/documents" component={MeasureDocuments} />
          <Route path="/permissions" component={PermissionsScreen} />
          <Route path="/">
            <p>Startseite geöffnet</p>
          </Route>
        </Switch>
      </Suspense>
    </Router>,
  );
  return {
    path: () => location.history.at(-1) ?? path,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
