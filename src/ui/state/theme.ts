// The colour theme of this device (spec archive.md §2 dark/light toggle; issue 15 the outdoor theme "Außen").
// Without a stored choice the theme follows prefers-color-scheme (the stylesheet's media query).
// valtio's vanilla part only: the entry imports this module, and the build groups what the entry imports apart from
// the start's chunks (build/start-chunk-groups.ts), React included when named through 'valtio'
import { proxy } from 'valtio/vanilla';

export const THEMES = ['light', 'dark', 'outdoor'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'hwe-theme';

function storedTheme(): Theme | undefined {
  const value = localStorage.getItem(THEME_STORAGE_KEY);
  return THEMES.find((theme) => theme === value);
}

/** the theme chosen on this device; undefined: as the system prefers */
export const themeStore = proxy<{ chosen?: Theme }>({ chosen: storedTheme() });

export function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** the toggle's cycle: light → dark → outdoor → light */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
}

/** sets the page's theme attribute the stylesheets select on */
export function applyTheme(theme: Theme | undefined): void {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}

/** keeps the choice on this device and shows it; undefined returns to the system's preference */
export function chooseTheme(theme: Theme | undefined): void {
  if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
  else localStorage.removeItem(THEME_STORAGE_KEY);
  themeStore.chosen = theme;
  applyTheme(theme);
}
