// Mounting screens for the browser UI tests: the app's own worker on a database of its own, the real reference
// server (demo data) behind /hwe-api, and a memory location so each test sets its path.
import { asMrId } from '../../../src/shared/contract/ids';
import { proxy } from 'comlink';
import { Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Settings } from '../../../src/shared/schema/settings';
import type { ClientContext } from '../../../src/shared/contract';
import { Alerts } from '../../../src/ui/app/Alerts';
import { initI18n } from '../../../src/ui/i18n';
import { addScreenTexts } from '../../../src/ui/i18n/screen-texts';
import { loadSettingsAndInfo } from '../../../src/ui/state/actions';
import { store } from '../../../src/ui/state/store';
import { workerApi } from '../../../src/ui/worker-client';

export const DEMO_ROUND_ID = asMrId(101);
export const DEMO_ROUND_NAME = 'Demo Pegelrunde Innsbruck';

let databaseName: string | undefined;
let started: Promise<void> | undefined;

/**
 * Starts the app's own worker once per test file, on a database of its own named after `label`, then loads
 * settings and server info and German texts; `listGroups` also fills the group list as the home screen would.
 */
export function startAppOnce(label: string, { listGroups = false } = {}): Promise<void> {
  started ??= (async () => {
    databaseName = `hwe-ui-${label}-${crypto.randomUUID()}`;
    await pointWorkerAt();
    await loadSettingsAndInfo();
    await initTextsOfEveryScreen();
    if (listGroups) await workerApi().listGroups();
  })();
  return started;
}

/** German texts of every screen: the tests mount screens without the app's lazy routes, which add them (issue 38). */
export async function initTextsOfEveryScreen(): Promise<void> {
  await initI18n('de');
  addScreenTexts();
}

/** The database of the app's worker in this test file (a second tab's worker opens the same one). */
export function appDatabaseName(): string {
  if (!databaseName) throw new Error('startAppOnce names the database first');
  return databaseName;
}

/** Points the app's worker at another server origin (same database); no argument: the test server again. */
export function pointWorkerAt(apiBase?: string): Promise<void> {
  if (!databaseName) throw new Error('startAppOnce names the database first');
  const context: ClientContext = { browser: 'Chromium', standalone: false, databaseName, apiBase };
  return workerApi().init(context, proxy(async () => undefined));
}

/** Local settings for one test (e.g. postTimeseriesIncompletePrompt); undo with resetSettings. */
export async function useSettings(local: Partial<Settings>): Promise<void> {
  store.settings = await workerApi().saveLocalSettings(local);
}

export async function resetSettings(): Promise<void> {
  store.settings = await workerApi().saveLocalSettings({});
}

interface MountedElement {
  root: Root;
  unmount: () => void;
}

const mountedElements = new Set<MountedElement>();

/** Renders an element into a container of its own at the end of the page. */
export function mountElement(element: ReactNode): MountedElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(element);
  const mounted: MountedElement = {
    root,
    unmount: () => {
      if (!mountedElements.delete(mounted)) return;
      root.unmount();
      container.remove();
    },
  };
  mountedElements.add(mounted);
  return mounted;
}

/** Unmounts every element and screen still mounted; for a test file's afterEach. */
export function unmountScreens(): void {
  mountedElements.forEach((mounted) => mounted.unmount());
}

export interface Mounted {
  /** the current path (with query) of the memory location */
  path: () => string;
  unmount: () => void;
}

/** Renders `screens` (routes, or the whole app) at `path`; `clearAlerts` empties the alerts on unmount. */
export function mountAt(path: string, screens: ReactNode, { clearAlerts = false } = {}): Mounted {
  const location = memoryLocation({ path, record: true });
  const mounted = mountElement(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {screens}
    </Router>,
  );
  return {
    path: () => location.history.at(-1) ?? path,
    unmount: () => {
      mounted.unmount();
      if (clearAlerts) store.alerts.splice(0);
    },
  };
}

/** Renders the app's alerts and the first of `routes` that matches `path` (lazy screens load inside Suspense). */
export function mountRoutesAt(path: string, routes: ReactNode): Mounted {
  return mountAt(
    path,
    <>
      <Alerts />
      <Suspense fallback={null}>
        {/* wouter's Switch looks inside a fragment only when it is an array's item */}
        <Switch>{[routes]}</Switch>
      </Suspense>
    </>,
  );
}
