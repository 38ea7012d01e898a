// issue 38: the German texts of the screens after the first route, a chunk of their own that the first lazy screen
// loads beside its code (src/ui/app/lazy-screen.ts) and a route's preload links name (build/preload-chunk-plugin.ts).
// English is loaded whole when it is chosen (./index.ts).
import i18next from 'i18next';
import { screensDe } from './screens-de';

let added = false;

/** Adds the other screens' German texts to those of the first route (i18next has been initialised). */
export function addScreenTexts(): void {
  if (added) return;
  i18next.addResourceBundle('de', 'translation', screensDe, true, false);
  added = true;
}
