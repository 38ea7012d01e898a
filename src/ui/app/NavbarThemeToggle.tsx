// Theme toggle (spec archive.md §2 Navigation bar): cycles light → dark → outdoor "Außen" (issue 15) → light.
// The label and icon say which theme a press chooses.
import { Moon, MountainSnow, Sun, type LucideIcon } from 'lucide-react';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { applyTheme, chooseTheme, nextTheme, systemTheme, themeStore, type Theme } from '../state/theme';

const NEXT: Record<Theme, { icon: LucideIcon; label: 'nav.lightTheme' | 'nav.darkTheme' | 'nav.outdoorTheme' }> = {
  light: { icon: Sun, label: 'nav.lightTheme' },
  dark: { icon: Moon, label: 'nav.darkTheme' },
  outdoor: { icon: MountainSnow, label: 'nav.outdoorTheme' },
};

export function NavbarThemeToggle() {
  const { t } = useTranslation();
  const { chosen } = useSnapshot(themeStore);
  const next = nextTheme(chosen ?? systemTheme());

  useLayoutEffect(() => applyTheme(chosen), [chosen]);

  const { icon: Glyph, label } = NEXT[next];
  return (
    <button type="button" className="navbar-icon" title={t(label)} onClick={() => chooseTheme(next)}>
      <Glyph aria-hidden="true" />
      <span className="navbar-label">{t(label)}</span>
    </button>
  );
}
