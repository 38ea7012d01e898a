// spec archive.md §2, entry.md §2: a route that needs login starts the login flow when the identity
// provider is enabled and the user is not signed in.
import { store } from '../state/store';
import { login } from './login-session';
import { loginEnabled } from './provider-config';
import { loadTokens } from './stored-tokens';

/**
 * Call when a screen that needs login opens. Returns true when the screen may load its data: someone is
 * logged in, no identity provider is configured, or (offline) a stored session exists. Otherwise it
 * starts the login with redirect — unless offline, where leaving the app would strand the user — and
 * returns false.
 */
export function requireLogin(): boolean {
  if (store.serverInfo?.username || !loginEnabled(store.settings?.identityProvider)) return true;
  if (!navigator.onLine) return loadTokens() !== undefined;
  void login();
  return false;
}
