// The start after the entry (main.tsx) created the worker, in a task of its own: the worker's init, config and server
// info with the group list beside it on `/`, the UI's code and the first render; on `/` until the group list is shown, on a
// mobile round's route until the round is (the service worker and the navbar's documents wait for the start's end).
import { accessToken } from './auth/login-session';
import { followOtherTabs } from './auth/device-session';
import { afterPaint } from './components/frame-slots';
import type { Language } from './i18n';
import { askGroupsAtStart, loadSettingsAndInfo, storageStatusAtStart } from './state/actions';
import { offlineCopiesAtStart } from './state/offline-copies';
import { startContentShown } from './state/start-content-shown';
import { store } from './state/store';
import { startWorker } from './worker-client';

export async function start(): Promise<void> {
  let configAnswered: () => void = () => undefined;
  const language = new Promise<Language>((resolve) => {
    configAnswered = () => resolve(store.settings?.locale ?? 'de');
  });
  const uiLoaded = import('./render-app').then(({ loadUi }) => loadUi(language));
  const startPath = window.location.pathname;
  // the config needs no login and the worker's init registers the token source before it reads the next call, so
  // the config is asked right behind the init, while it opens the device's storage. The group selection's list needs
  // the config's login settings (asked before them, it went out without a token) but not the server info: issue 38,
  // it is asked beside the server info, one round trip less before the list on a first visit
  const onConfig = () => {
    configAnswered();
    if (startPath === '/') void askGroupsAtStart();
  };
  // the group selection's storage status needs no network: asked once the worker runs, so the worker loads the code
  // behind it while the list is on its way (issue 38), not after the first render; so does the code that lists the
  // offline copies, which are asked only after the server info (below)
  const workerStarted = startWorker(accessToken).then((api) => {
    if (startPath !== '/') return;
    storageStatusAtStart.askNow();
    void api.prepareOfflineCopies().catch(() => undefined); // asking the copies tells a failure
  });
  await Promise.all([workerStarted, loadSettingsAndInfo(onConfig)]);
  // the copies listed are the device user's (issue 34): asked once the server info's call has let the login claim the
  // device, still before the first render
  if (startPath === '/') offlineCopiesAtStart.askNow();
  void followOtherTabs();
  const renderApp = await uiLoaded;
  // the store changes only after the first render committed: a change to what a component of a transition's render
  // read makes React throw that render away and render everything again at once, as one long task
  await renderApp();
  if (startPath === '/' || isMobileRoundRoute(startPath)) {
    await startContentShown;
    await afterPaint();
  }
  store.started = true;
}

const isMobileRoundRoute = (pathname: string) => /^\/mobile\/[^/]+/.test(pathname);
