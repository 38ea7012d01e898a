// Which navbar buttons show (spec archive.md §2 Navigation bar, §6 Roles and permissions).
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { loginEnabled } from '../auth/provider-config';
import { store } from '../state/store';
import { workerApi } from '../worker-client';

export interface NavbarButtons {
  /** the home route, keeping the date query */
  homeHref: string;
  login: boolean;
  logout: boolean;
  archive: boolean;
  documents: boolean;
  about: boolean;
  config: boolean;
  permissions: boolean;
}

export function useNavbarButtons(): NavbarButtons {
  const { serverInfo, settings, started } = useSnapshot(store);
  const date = new URLSearchParams(useSearch()).get('date');
  const loggedIn = Boolean(serverInfo?.username);
  const loginLogout = Boolean(settings?.showLoginLogout);
  return {
    homeHref: date ? `/?date=${encodeURIComponent(date)}` : '/',
    login: loginLogout && !loggedIn && loginEnabled(settings?.identityProvider),
    logout: loginLogout && loggedIn,
    archive: loggedIn && Boolean(settings?.showArchive),
    // issue 38: asked once the start is over, not beside the first route's code and list on a slow network
    documents: useHasDocuments(Boolean(settings?.showMeasureDocuments && started), serverInfo?.username),
    about: Boolean(settings?.showAbout),
    config: Boolean(settings?.showConfig),
    permissions: Boolean(serverInfo?.isAdmin),
  };
}

/** whether at least one measure document exists (asked again when the user changes, as documents need login) */
function useHasDocuments(enabled: boolean, username: string | undefined): boolean {
  const [hasDocuments, setHasDocuments] = useState(false);
  useEffect(() => {
    if (!enabled) return setHasDocuments(false);
    let current = true;
    workerApi()
      .getDocuments()
      .then((documents) => current && setHasDocuments(documents.length > 0))
      .catch((error: unknown) => {
        console.warn('measure documents not available', error);
        if (current) setHasDocuments(false);
      });
    return () => {
      current = false;
    };
  }, [enabled, username]);
  return hasDocuments;
}
