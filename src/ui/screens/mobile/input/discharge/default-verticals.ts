import type { Vertical } from '../../../../../shared/schema/discharge';

/** The metadata key with the station's vertical distances (a JSON array of metres). */
const VERTICAL_DISTANCES_KEY = 'Lotrechten-Abstände';
const EMPTY_VERTICALS = 4;

/** spec entry.md §3 cross-section: verticals default from station metadata, else 4 empty ones. */
export function defaultVerticals(metadata: Record<string, string> | undefined): Vertical[] {
  try {
    const distances: unknown = JSON.parse(metadata?.[VERTICAL_DISTANCES_KEY] ?? '');
    if (Array.isArray(distances) && distances.length > 0 && distances.every((d) => typeof d === 'number')) {
      return distances.map((distanceM: number) => ({ distanceM }));
    }
  } catch {
    // no usable distances: empty verticals
  }
  return Array.from({ length: EMPTY_VERTICALS }, () => ({}));
}
