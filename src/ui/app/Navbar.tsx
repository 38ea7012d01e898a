import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { LoginLogoutButton } from '../auth';
import { store } from '../state/store';

export function Navbar() {
  const { t } = useTranslation();
  const { serverInfo, online, settings, logoHidden } = useSnapshot(store);
  const username = serverInfo?.username;
  return (
    <nav className="navbar">
      <Link href="/" className="navbar-brand">
        {!logoHidden && <img src="/icon.svg" alt="" width={28} height={28} />}
        <span>{settings?.heading ?? t('app.title')}</span>
      </Link>
      <span className="navbar-end">
        {!online && !username && <span className="badge badge-offline">{t('app.offline')}</span>}
        {username && <span className="navbar-user">{username}</span>}
        {settings?.showConfig && (
          <Link href="/config" className="navbar-config" aria-label={t('nav.config')} style={configLinkStyle}>
            ⚙
          </Link>
        )}
        {username && settings?.showArchive && (
          <Link href="/archive" className="navbar-archive" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, padding: '0 0.5rem' }}>
            {t('archive.navButton')}
          </Link>
        )}
        <LoginLogoutButton />
      </span>
    </nav>
  );
}

/** a touch target of 44 px on the navbar's colour */
const configLinkStyle = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 44, minHeight: 44, fontSize: '1.4rem' };
