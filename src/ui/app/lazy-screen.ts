// issue 38: a lazy route screen, rendered once its code and the other screens' German texts (not in the first
// route's chunks) have both loaded, so no key shows in their place.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// `any` props as React's own lazy(): a screen's props are whatever its route gives it
export function lazyScreen<Screen extends ComponentType<any>>(load: () => Promise<{ default: Screen }>): LazyExoticComponent<Screen> {
  return lazy(() => Promise.all([load(), import('../i18n/screen-texts').then(({ addScreenTexts }) => addScreenTexts())]).then(([screen]) => screen));
}
