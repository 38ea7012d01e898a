// Mounts the mobile screens with the app's alerts at a path, with the app's real worker (on its own database) and the real server.
import { proxy } from 'comlink';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { page } from 'vitest/browser';
import type { Settings } from '../../../../src/shared/model';
import type { RoundView } from '../../../../src/shared/worker-api';
import { Alerts } from '../../../../src/ui/app/Alerts';
import MobileRound from '../../../../src/ui/screens/mobile/MobileRound';
import '../../../../src/ui/styles.css';
import { initI18n } from '../../../../src/ui/i18n';
import { loadSettingsAndInfo } from '../../../../src/ui/state/actions';
import { editsStored } from '../../../../src/ui/state/mobile/round-actions';
import { store } from '../../../../src/ui/state/store';
import { workerApi } from '../../../../src/ui/worker-client';

export const DEMO_ROUND_ID = 101;
export const DEMO_ROUND_NAME = 'Demo Pegelrunde Innsbruck';

let started: Promise<void> | undefined;

/** Starts the app's own worker once per test file, on a database of its own. */
export function startApp(): Promise<void> {
  started ??= (async () => {
    await workerApi().init({ browser: 'Chromium', standalone: false, databaseName: `hwe-ui-mobile-${crypto.randomUUID()}` }, proxy(async () => undefined));
    await loadSettingsAndInfo();
    await initI18n('de');
  })();
  return started;
}

/** Local settings for one test (e.g. postTimeseriesIncompletePrompt); undo with resetSettings. */
export async function useSettings(local: Partial<Settings>): Promise<void> {
  store.settings = await workerApi().saveLocalSettings(local);
}

export async function resetSettings(): Promise<void> {
  store.settings = await workerApi().saveLocalSettings({});
}

export async function newDemoRound(): Promise<RoundView> {
  await startApp();
  return workerApi().createOfflineRound(DEMO_ROUND_ID);
}

export interface Mounted {
  /** the current path of the memory location */
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
      <Alerts />
      <Switch>
        <Route path="/mobile/:instanceId" nest component={MobileRound} />
        <Route path="/">
          <h1>Startseite</h1>
        </Route>
      </Switch>
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

/** The input element of a series (by tsId) in the station input view. */
export function seriesField(tsId: string, selector = 'input') {
  const element = document.querySelector(`[data-ts-id="${tsId}"] ${selector}`);
  if (!element) throw new Error(`no ${selector} for series ${tsId}`);
  return page.elementLocator(element);
}

/** The round as the worker stored it, once every edit sent so far is committed. */
export async function storedRound(instanceId: string): Promise<RoundView> {
  await editsStored();
  return workerApi().getOfflineRound(instanceId);
}

export function storedEntry(view: RoundView, staNumber: string, tsParameter: string) {
  const entry = view.round.entries.find((candidate) => candidate.staNumber === staNumber && candidate.tsParameter === tsParameter);
  if (!entry) throw new Error(`no entry ${staNumber} ${tsParameter}`);
  return entry;
}
