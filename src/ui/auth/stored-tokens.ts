// The tokens of the last login, kept in localStorage so a reload or an offline start restores the session
// (spec archive.md §4 Login state). See docs/decisions/login.md for why localStorage.
import { tokenSubject } from '../../shared/auth/token-subject';

const STORAGE_KEY = 'hwe-handentry.auth.tokens';

export interface StoredTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
}

export function loadTokens(): StoredTokens | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<StoredTokens> | null;
    if (parsed?.token && parsed.refreshToken) return { token: parsed.token, refreshToken: parsed.refreshToken, idToken: parsed.idToken };
  } catch {
    // unreadable entry: treated as logged out
  }
  return undefined;
}

/** issue 34: the user the stored access token names; undefined when none is stored. */
export function storedSubject(): string | undefined {
  const token = loadTokens()?.token;
  return token === undefined ? undefined : tokenSubject(token);
}

export function saveTokens(tokens: Partial<StoredTokens>): void {
  if (!tokens.token || !tokens.refreshToken) return clearTokens();
  const stored: StoredTokens = { token: tokens.token, refreshToken: tokens.refreshToken, idToken: tokens.idToken };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

export function clearTokens(): void {
  localStorage.removeItem(STORAGE_KEY);
}
