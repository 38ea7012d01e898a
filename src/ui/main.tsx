// The entry (issue 13 cold start): it applies the theme and creates the worker, so the worker starts while the rest of
// the start (./start: a dynamic import, evaluated in a task of its own) and the UI's chunks (React DOM, the
// translations, the app: ./render-app) are still on their way; index.html paints a static shell until the app's first
// render replaces it.
import { applyTheme, themeStore } from './state/theme';
import { preloadStartRoute } from './route-preload';
import { workerApi } from './worker-client';
import './styles.css';

// the chosen theme shows from the first paint, not only once the worker has started
applyTheme(themeStore.chosen);
// created here, before the rest of the start is evaluated; ./start talks to the same worker
workerApi();
preloadStartRoute(window.location.pathname);
// the start in a task of its own: with its import in this module's evaluation that was the longest task of the
// start under Lighthouse (20–35 ms), and its simulation counts every task × 4 (issue 13)
setTimeout(() => void import('./start').then(({ start }) => start()));
