// Navbar login/logout (spec archive.md §2 Navigation bar, §6): only when showLoginLogout is configured;
// login is enabled only when the identity provider's client id and realm (or URL) are configured.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { store } from '../state/store';
import { login, logout } from './login-session';
import { loginEnabled } from './provider-config';

export function LoginLogoutButton() {
  const { t } = useTranslation();
  const { settings, serverInfo } = useSnapshot(store);
  if (!settings?.showLoginLogout) return null;
  if (serverInfo?.username) {
    return (
      <button type="button" className="btn navbar-btn" onClick={() => void logout()}>
        {t('auth.logout')}
      </button>
    );
  }
  return (
    <button type="button" className="btn navbar-btn" disabled={!loginEnabled(settings.identityProvider)} onClick={() => void login()}>
      {t('auth.login')}
    </button>
  );
}
