// The app's first render, loaded by main.tsx beside the worker's start.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n, type Language } from './i18n';

/** Renders the app; resolves once its first render is committed. */
export async function renderApp(language: Language): Promise<void> {
  await initI18n(language);
  const root = createRoot(document.getElementById('root')!);
  // a transition renders in slices that yield to the browser, so the first render is no long task (issue 13)
  await new Promise<void>((committed) => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
          <OnCommit committed={committed} />
        </StrictMode>,
      );
    });
  });
}

function OnCommit({ committed }: { committed: () => void }) {
  useEffect(committed, [committed]);
  return null;
}
