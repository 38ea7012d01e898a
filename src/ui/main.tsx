// The entry (issue 13 cold start): it applies the theme and creates the worker, so the worker starts while the rest of
// the start (./start: a dynamic import, evaluated in a task of its own) and the UI's chunks (React DOM, the
// translations, the app: ./render-app) are still on their way; index.html paints a static shell until the app's first
// render replaces it.
// first: its history listeners run before the router's
import './app/history-guard';
import { applyTheme, themeStore } from './state/theme';
import { preloadStartRoute } from './route-preload';
import { workerApi } from './worker-client';
import './styles.css';

// the chosen theme shows from the first paint, not only once the worker has started
applyTheme(themeStore.chosen);
// created here, before the rest of the start is evaluated; ./start talks to the same worker
workerApi();
// the route's preload links, then the start's import, each in a task of its own: together with this module's
// evaluation they were the start's longest task under Lighthouse (20–35 ms, 35–55 ms on a loaded machine), and its
// simulation counts every task × 4 (issue 13)
setTimeout(() => preloadStartRoute(window.location.pathname));
setTimeout(() => void import('./start').then(({ start }) => start()));
