// spec archive.md §2 Navigation bar: logo home (keeping the date), heading, user, Offline badge, buttons, shortcuts, page title.
// Issue 15: below 576 px one row (logo, page title, menu button); the buttons move into the menu.
import { BookOpen, CircleHelp, FileText, KeyRound, Menu, Settings, X } from 'lucide-react';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { LoginLogoutButton } from '../auth';
import { useMobileStoreKey } from '../state/mobile/use-mobile-store-key';
import { useT } from '../i18n/use-t';
import { useRoundSelector } from '../state/mobile/use-round-view';
import type { RoundView } from '../../shared/contract';
import { store } from '../state/store';
import { useNavbarButtons, type NavbarButtons } from './navbar-buttons';
import { NavbarThemeToggle } from './NavbarThemeToggle';
import { pageTitlePart } from './page-title';
import { useNavbarShortcuts } from './shortcuts-navbar';

/**
 * The parts that follow the route (page title, menu, shortcuts) are components of their own, so a route change — a
 * station switch in the mobile input — renders those, not the navbar (issue 13).
 */
export function Navbar() {
  const { t } = useTranslation();
  const { serverInfo, online, settings, logoHidden } = useSnapshot(store);
  const buttons = useNavbarButtons();
  const username = serverInfo?.username;
  return (
    <nav className="navbar">
      <NavbarShortcuts buttons={buttons} />
      <Link href={buttons.homeHref} className="navbar-brand">
        {!logoHidden && <img src="/icon.svg" alt="" width={28} height={28} />}
        <span className="navbar-heading">{settings?.heading ?? t('app.title')}</span>
      </Link>
      <PageTitle />
      {!online && !username && <span className="badge badge-offline">{t('app.offline')}</span>}
      <NavbarMenu>
        <NavbarLinks
          username={username}
          archive={buttons.archive}
          documents={buttons.documents}
          about={buttons.about}
          config={buttons.config}
          permissions={buttons.permissions}
        />
      </NavbarMenu>
    </nav>
  );
}

function NavbarShortcuts({ buttons }: { buttons: NavbarButtons }) {
  useNavbarShortcuts(buttons);
  return null;
}

function PageTitle() {
  const pageTitle = usePageTitle();
  return pageTitle ? (
    <span className="navbar-page-title" aria-hidden="true">
      {pageTitle}
    </span>
  ) : null;
}

/** the menu button and the buttons it opens on phones */
function NavbarMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useMenuOpen();
  return (
    <>
      <button
        type="button"
        className="navbar-icon navbar-menu-button"
        aria-expanded={menuOpen}
        aria-controls="navbar-menu"
        aria-label={t('nav.menu')}
        title={t('nav.menu')}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <span id="navbar-menu" className={menuOpen ? 'navbar-end navbar-menu-open' : 'navbar-end'}>
        {children}
      </span>
    </>
  );
}

interface NavbarLinksProps {
  username: string | undefined;
  archive: boolean;
  documents: boolean;
  about: boolean;
  config: boolean;
  permissions: boolean;
}

/** The user and the buttons; renders again only when they change, not on every route change (issue 13: station switch) */
const NavbarLinks = memo(function NavbarLinks({ username, archive, documents, about, config, permissions }: NavbarLinksProps) {
  const { t } = useTranslation();
  return (
    <>
      {username && <span className="navbar-user">{username}</span>}
      {archive && (
        <Link href="/archive" className="navbar-archive">
          <BookOpen aria-hidden="true" className="navbar-menu-only" />
          {t('archive.navButton')}
        </Link>
      )}
      {documents && <IconLink href="/documents" label={t('nav.documents')} icon={<FileText aria-hidden="true" />} />}
      <NavbarThemeToggle />
      {about && <IconLink href="/about" label={t('nav.about')} icon={<CircleHelp aria-hidden="true" />} />}
      {config && <IconLink href="/config" label={t('nav.config')} icon={<Settings aria-hidden="true" />} />}
      {permissions && <IconLink href="/permissions" label={t('nav.permissions')} icon={<KeyRound aria-hidden="true" />} />}
      <LoginLogoutButton />
    </>
  );
});

/** an icon with its label: the label is read by screen readers and shown beside the icon in the phone menu */
function IconLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <Link href={href} className="navbar-icon" title={label}>
      {icon}
      <span className="navbar-label">{label}</span>
    </Link>
  );
}

/** the phone menu closes when the route changes or Escape is pressed */
function useMenuOpen(): [boolean, (open: boolean) => void] {
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  return [open, setOpen];
}

/** sets the document title and returns the route part (group, open round or route title) shown in the phone navbar */
function usePageTitle(): string | undefined {
  const { t } = useT();
  const [path] = useLocation();
  const { groups } = useSnapshot(store);
  // the open round's id and name only: the navbar does not render again on every edit of the round (issue 13)
  const instanceId = useMobileStoreKey('instanceId');
  const mrName = useRoundSelector((view: RoundView | undefined) => view?.round.mrName);
  const mrId = useRoundSelector((view: RoundView | undefined) => view?.round.mrId);
  const part = pageTitlePart(path, groups.list, instanceId && mrName !== undefined ? { instanceId, mrName, mrId } : undefined);
  const partText = part && ('group' in part ? part.group : t(part.key));
  // translated when the part changes, not on every route change (a station switch: issue 13)
  const title = useMemo(() => (partText ? t('pageTitle.page', { part: partText, product: t('app.title') }) : t('app.title')), [t, partText]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return partText;
}
