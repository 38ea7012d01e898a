import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { accessToken } from './auth';
import { initI18n } from './i18n';
import { loadSettingsAndInfo } from './state/actions';
import { store } from './state/store';
import { applyTheme, themeStore } from './state/theme';
import { startWorker } from './worker-client';
import './styles.css';

// the chosen theme shows from the first paint, not only once the worker has started
applyTheme(themeStore.chosen);

async function boot(): Promise<void> {
  await startWorker(accessToken);
  await loadSettingsAndInfo();
  await initI18n(store.settings?.locale ?? 'de');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
