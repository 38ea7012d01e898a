// The app's first render, loaded by main.tsx beside the worker's start.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n, type Language } from './i18n';

export async function renderApp(language: Language): Promise<void> {
  await initI18n(language);
  const root = createRoot(document.getElementById('root')!);
  // a transition renders in slices that yield to the browser, so the first render is no long task (issue 13)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
