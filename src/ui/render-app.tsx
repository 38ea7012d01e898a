// The app's UI, loaded by main.tsx beside the worker's start. React DOM, the translations and the app are chunks of
// their own: a dynamic import evaluates its module graph in a task of its own, so evaluating the UI's code is three
// shorter tasks instead of one long one (issue 13: it was the longest task of a first visit, 60–110 ms at 4×).
import { startTransition, StrictMode, useEffect } from 'react';
import type { Language } from './i18n';

export type RenderApp = () => Promise<void>;

/**
 * Loads the UI's code (one part after the other), then the texts of `language` once the config told it (issue 38: while
 * the server info and the list are on their way, not after them); answers the function that renders the app.
 */
export async function loadUi(language: Promise<Language>): Promise<RenderApp> {
  const { createRoot } = await import('react-dom/client');
  const { initI18n } = await import('./i18n');
  const { App } = await import('./app/App');
  await initI18n(await language);
  /** Renders the app; resolves once its first render is committed. */
  return async () => {
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
  };
}

function OnCommit({ committed }: { committed: () => void }) {
  useEffect(committed, [committed]);
  return null;
}
