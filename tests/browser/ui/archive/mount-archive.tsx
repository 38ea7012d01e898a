// Mounts the archive screens with the app's alerts at a path, on the real worker (own database) and the real
// server. Only the archive routes are mounted, so work in progress on other screens does not affect these tests.
import { proxy } from 'comlink';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Alerts } from '../../../../src/ui/app/Alerts';
import { initI18n } from '../../../../src/ui/i18n';
import ArchiveDetail from '../../../../src/ui/screens/archive/ArchiveDetail';
import ArchiveList from '../../../../src/ui/screens/archive/ArchiveList';
import ArchiveReport from '../../../../src/ui/screens/archive/ArchiveReport';
import { loadSettingsAndInfo } from '../../../../src/ui/state/actions';
import { workerApi } from '../../../../src/ui/worker-client';

let started: Promise<void> | undefined;

/** Starts the app's own worker once per test file, on a database of its own. */
export function startApp(): Promise<void> {
  started ??= (async () => {
    await workerApi().init({ browser: 'Chromium', standalone: false, databaseName: `hwe-ui-archive-${crypto.randomUUID()}` }, proxy(async () => undefined));
    await loadSettingsAndInfo();
    await initI18n('de');
  })();
  return started;
}

export interface Mounted {
  /** the current path (with query) of the memory location */
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
      <Alerts />
      <Suspense fallback={null}>
        <Switch>
          <Route path="/archive" component={ArchiveList} />
          <Route path="/archive/report/:ids" component={ArchiveReport} />
          <Route path="/archive/:instanceId" component={ArchiveDetail} />
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
