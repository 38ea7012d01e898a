// spec archive.md §2 Navigation bar shortcuts: g h home, g l login/logout, g a archive, g c config,
// g p permissions, ? help. Each works only when its button shows.
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { login, logout } from '../auth/login-session';
import type { NavbarButtons } from './navbar-buttons';
import { useShortcuts, type Shortcuts } from './shortcuts-hook';

export function useNavbarShortcuts(buttons: NavbarButtons): void {
  const [, navigate] = useLocation();
  const { homeHref, login: canLogin, logout: canLogout, archive, config, permissions, about } = buttons;
  const shortcuts = useMemo(() => {
    const bindings: Shortcuts = { 'g h': () => navigate(homeHref) };
    if (canLogin) bindings['g l'] = () => void login();
    if (canLogout) bindings['g l'] = () => void logout();
    if (archive) bindings['g a'] = () => navigate('/archive');
    if (config) bindings['g c'] = () => navigate('/config');
    if (permissions) bindings['g p'] = () => navigate('/permissions');
    if (about) bindings['?'] = () => navigate('/about');
    return bindings;
  }, [navigate, homeHref, canLogin, canLogout, archive, config, permissions, about]);
  useShortcuts(shortcuts);
}
