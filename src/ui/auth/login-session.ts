// The identity-provider session (spec archive.md §4 Login state, §6, §7, §8): keycloak-js is loaded as a
// lazy chunk only when the server config names an identity provider, and it is never awaited by the app
// shell for longer than PROVIDER_WAIT_MS — without a network it can neither load its config nor refresh.
import type Keycloak from 'keycloak-js';
import { navigate } from 'wouter/use-browser-location';
import type { IdentityProviderConfig } from '../../shared/schema/settings';
import { refreshServerInfo } from '../state/actions';
import { addAlert } from '../state/alerts';
import { store } from '../state/store';
import { keycloakConfig, loginEnabled } from './provider-config';
import { homeUrl, rememberReturnPath, takeReturnPath } from './return-path';
import { clearTokens, loadTokens, saveTokens, storedSubject, type StoredTokens } from './stored-tokens';
import { claimDevice, releaseAfterRefusedRefresh, releaseDevice } from './device-session';
import { tokenSubject } from '../../shared/auth/token-subject';
import { purgeBeforeLogout } from '../state/logout-purge';

const NOT_AUTHENTICATED = '[keycloak] Not authenticated!';
const REFRESH_FAILED = 'Failed to refresh token';
/** spec archive.md §9: the token is refreshed when it has less than 5 s left */
const REFRESH_MARGIN_SECONDS = 5;
const PROVIDER_WAIT_MS = 10_000;

let connecting: Promise<Keycloak> | undefined;

function identityProvider(): IdentityProviderConfig | undefined {
  return store.settings?.identityProvider;
}

/**
 * The worker's token source, called before each request: undefined without an identity provider
 * (anonymous requests carry no Authorization header); throws NOT_AUTHENTICATED when nobody is logged in.
 */
export async function accessToken(): Promise<string | undefined> {
  if (!identityProvider()) return undefined;
  const keycloak = await reachableKeycloak();
  // Provider unreachable (offline): the stored token lets the request fail the way the network fails.
  if (!keycloak) return loadTokens()?.token ?? notAuthenticated();
  if (!keycloak.authenticated) return notAuthenticated();
  try {
    await keycloak.updateToken(REFRESH_MARGIN_SECONDS);
  } catch {
    console.error(REFRESH_FAILED);
    // A refused refresh token logged the user out; a network failure keeps the session.
    if (!keycloak.authenticated) return notAuthenticated();
  }
  return keycloak.token;
}

/** Login with redirect; the provider returns to the home URL and the app then opens the current route again. */
export async function login(): Promise<void> {
  const keycloak = loginEnabled(identityProvider()) ? await reachableKeycloak() : undefined;
  if (!keycloak) {
    addAlert({ type: 'alert-warning', msg: 'auth.loginUnavailable' });
    return;
  }
  rememberReturnPath();
  await keycloak.login({ redirectUri: homeUrl() });
}

/**
 * Logout with redirect to home. The worker first removes the user's data from the device; with copies not posted
 * logout waits for the user's decision (UnsentCopiesDialog calls it again with the copies confirmed for deletion).
 * The stored tokens are cleared next, so even offline the user is logged out here.
 */
export async function logout(confirmedDeletes: string[] = []): Promise<void> {
  if (!(await purgeBeforeLogout(confirmedDeletes))) return;
  clearTokens();
  await releaseDevice();
  const keycloak = identityProvider() ? await reachableKeycloak() : undefined;
  try {
    if (keycloak?.authenticated) return await keycloak.logout({ redirectUri: homeUrl() });
  } catch (error) {
    console.warn('logout at the identity provider failed', error); // e.g. no end_session_endpoint
  }
  window.location.assign(homeUrl());
}

/** The initialised keycloak-js instance, or undefined when the provider cannot be reached (soon enough). */
async function reachableKeycloak(): Promise<Keycloak | undefined> {
  const provider = identityProvider();
  if (!provider) return undefined;
  connecting ??= connect(provider).catch((error: unknown) => {
    connecting = undefined; // try again with the next request
    throw error;
  });
  let timer: number | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, PROVIDER_WAIT_MS)));
  try {
    return await Promise.race([connecting, timeout]);
  } catch (error) {
    console.warn('identity provider not reachable', error);
    return undefined;
  } finally {
    window.clearTimeout(timer);
  }
}

async function connect(provider: IdentityProviderConfig): Promise<Keycloak> {
  const stored = loadTokens();
  let keycloak: Keycloak;
  try {
    keycloak = await initKeycloak(provider, stored);
  } catch (error) {
    // keycloak-js clears tokens the provider refused (onAuthLogout): start a session without them.
    if (!stored || loadTokens()) throw error;
    keycloak = await initKeycloak(provider, undefined);
  }
  // issue 34: the device's user is claimed before the first token of this tab is handed to the worker
  if (keycloak.authenticated && keycloak.token) await claimDevice(keycloak.token);
  afterConnect(keycloak);
  return keycloak;
}

async function initKeycloak(provider: IdentityProviderConfig, stored: StoredTokens | undefined): Promise<Keycloak> {
  const { default: Keycloak } = await import('keycloak-js');
  const keycloak = new Keycloak(keycloakConfig(provider));
  // issue 34: the user of this tab's session (keycloak-js forgets it before it calls onAuthLogout); set once started
  let sessionUser = stored && tokenSubject(stored.token);
  let started = false;
  keycloak.onAuthSuccess = () => {
    sessionUser = keycloak.subject;
    saveTokens(keycloak);
  };
  // issue 34: a tab left behind by a logout or a user change never writes its user's tokens over the device's
  keycloak.onAuthRefreshSuccess = () => storedSubject() === keycloak.subject && saveTokens(keycloak);
  // the provider refused the refresh (the session ended there): its user leaves the device as at logout
  keycloak.onAuthLogout = () => {
    if (storedSubject() === sessionUser) clearTokens();
    if (sessionUser) void releaseAfterRefusedRefresh(sessionUser, { startAnew: started });
    void refreshServerInfo();
  };
  await keycloak.init({ checkLoginIframe: false, pkceMethod: 'S256', redirectUri: homeUrl(), ...stored });
  started = true;
  return keycloak;
}

/** Back from the provider's login page: open the route the login started from and ask who is logged in now. */
function afterConnect(keycloak: Keycloak): void {
  const returnPath = takeReturnPath();
  if (returnPath === undefined) return;
  if (keycloak.authenticated) void refreshServerInfo();
  if (returnPath !== window.location.pathname + window.location.search) {
    navigate(returnPath, { replace: true });
  }
}

function notAuthenticated(): never {
  throw new Error(NOT_AUTHENTICATED);
}
