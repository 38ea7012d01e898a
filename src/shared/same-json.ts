/** Whether two JSON values (what a stored copy and its view hold) are equal; a key set to undefined counts as a difference. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  return keys.length === Object.keys(other).length && keys.every((key) => Object.hasOwn(other, key) && sameJson((a as Record<string, unknown>)[key], other[key]));
}
