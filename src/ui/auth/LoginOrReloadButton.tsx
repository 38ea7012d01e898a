// spec archive.md §8: an alert with loginRequired offers a login button, or a page reload when no identity provider is configured.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { store } from '../state/store';
import { login } from './login-session';
import { loginEnabled } from './provider-config';

export function LoginOrReloadButton() {
  const { t } = useTranslation();
  const { settings } = useSnapshot(store);
  if (loginEnabled(settings?.identityProvider)) {
    return (
      <button type="button" className="btn" onClick={() => void login()}>
        {t('auth.login')}
      </button>
    );
  }
  return (
    <button type="button" className="btn" onClick={() => window.location.reload()}>
      {t('app.reload')}
    </button>
  );
}
