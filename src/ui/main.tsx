// The entry (issue 13 cold start): it only starts the worker and applies the theme, so the worker's script downloads
// and starts while the UI's chunk (React, the app, the translations) is still on its way; index.html paints a static
// shell until the app's first render replaces it.
import { accessToken } from './auth/login-session';
import { loadSettingsAndInfo } from './state/actions';
import { store } from './state/store';
import { applyTheme, themeStore } from './state/theme';
import { startWorker } from './worker-client';
import './styles.css';

// the chosen theme shows from the first paint, not only once the worker has started
applyTheme(themeStore.chosen);

async function boot(): Promise<void> {
  const settingsLoaded = startWorker(accessToken).then(loadSettingsAndInfo);
  const [{ renderApp }] = await Promise.all([import('./render-app'), settingsLoaded]);
  await renderApp(store.settings?.locale ?? 'de');
}

void boot();
