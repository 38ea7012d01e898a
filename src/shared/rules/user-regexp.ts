// spec archive.md §2/§5: the archive filter and the analysis remark filter are case-insensitive
// regular expressions typed by the user; a half-typed pattern such as 'Pegel (' must not throw.

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The user's pattern as a case-insensitive RegExp; an invalid pattern is matched as literal text.
 * `flags` 'im' matches text of several lines line by line (the archive's filter text).
 */
export function userRegExp(pattern: string, flags: 'i' | 'im' = 'i'): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return new RegExp(escapeRegExp(pattern), flags);
  }
}
