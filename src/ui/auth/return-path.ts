// The provider sends every login back to the app's home URL (one redirect URI to register);
// the route the user started from is kept here and restored after the login.
const STORAGE_KEY = 'hwe-handentry.auth.returnPath';

export function homeUrl(): string {
  return `${window.location.origin}/`;
}

export function rememberReturnPath(): void {
  const { pathname, search } = window.location;
  sessionStorage.setItem(STORAGE_KEY, pathname + search);
}

/** The remembered route, once; undefined when no login was started in this tab. */
export function takeReturnPath(): string | undefined {
  const path = sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  sessionStorage.removeItem(STORAGE_KEY);
  return path;
}
