// spec archive.md §2 Navigation bar: logo home (keeping the date), heading, user, Offline badge, buttons, shortcuts, page title.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { LoginLogoutButton } from '../auth';
import { store } from '../state/store';
import { useNavbarButtons } from './navbar-buttons';
import { NavbarThemeToggle } from './NavbarThemeToggle';
import { pageTitlePart } from './page-title';
import { useNavbarShortcuts } from './shortcuts-navbar';

export function Navbar() {
  const { t } = useTranslation();
  const { serverInfo, online, settings, logoHidden } = useSnapshot(store);
  const buttons = useNavbarButtons();
  useNavbarShortcuts(buttons);
  usePageTitle();
  const username = serverInfo?.username;
  return (
    <nav className="navbar">
      <Link href={buttons.homeHref} className="navbar-brand">
        {!logoHidden && <img src="/icon.svg" alt="" width={28} height={28} />}
        <span>{settings?.heading ?? t('app.title')}</span>
      </Link>
      <span className="navbar-end">
        {!online && !username && <span className="badge badge-offline">{t('app.offline')}</span>}
        {username && <span className="navbar-user">{username}</span>}
        {buttons.archive && (
          <Link href="/archive" className="navbar-archive">
            {t('archive.navButton')}
          </Link>
        )}
        {buttons.documents && <IconLink href="/documents" label={t('nav.documents')} icon="📄" />}
        <NavbarThemeToggle />
        {buttons.about && <IconLink href="/about" label={t('nav.about')} icon="?" />}
        {buttons.config && <IconLink href="/config" label={t('nav.config')} icon="⚙" />}
        {buttons.permissions && <IconLink href="/permissions" label={t('nav.permissions')} icon="🔑" />}
        <LoginLogoutButton />
      </span>
    </nav>
  );
}

function IconLink({ href, label, icon }: { href: string; label: string; icon: string }) {
  return (
    <Link href={href} className="navbar-icon" aria-label={label} title={label}>
      {icon}
    </Link>
  );
}

function usePageTitle(): void {
  const { t } = useTranslation();
  const [path] = useLocation();
  const { groups } = useSnapshot(store);
  const part = pageTitlePart(path, groups.list);
  const product = t('app.title');
  const title = !part ? product : t('pageTitle.page', { part: 'group' in part ? part.group : t(part.key), product });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
