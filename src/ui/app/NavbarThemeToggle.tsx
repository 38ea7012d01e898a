// Dark/light toggle (spec archive.md §2 Navigation bar). Without a stored choice the theme follows
// prefers-color-scheme (the stylesheet's media query); a choice is kept on this device.
import { Moon, Sun } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Theme = 'dark' | 'light';

export const THEME_STORAGE_KEY = 'hwe-theme';

function storedTheme(): Theme | undefined {
  const value = localStorage.getItem(THEME_STORAGE_KEY);
  return value === 'dark' || value === 'light' ? value : undefined;
}

function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function NavbarThemeToggle() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(storedTheme);
  const theme = chosen ?? systemTheme();

  useLayoutEffect(() => {
    if (chosen) document.documentElement.dataset.theme = chosen;
    else delete document.documentElement.dataset.theme;
  }, [chosen]);

  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(THEME_STORAGE_KEY, next);
    setChosen(next);
  };

  const label = theme === 'dark' ? t('nav.lightTheme') : t('nav.darkTheme');
  return (
    <button type="button" className="navbar-icon" title={label} onClick={toggle}>
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
      <span className="navbar-label">{label}</span>
    </button>
  );
}
