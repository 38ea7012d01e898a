import { useEffect, useState } from 'react';
import { METEO_NARROW_SCREEN_PX } from '../../format/meteo-table';

/** True on screens narrower than 576 px (spec entry.md §2 Meteo input: one day at a time). */
export function useNarrowScreen(): boolean {
  const query = `(max-width: ${METEO_NARROW_SCREEN_PX - 0.02}px)`;
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const changed = () => setNarrow(media.matches);
    media.addEventListener('change', changed);
    changed();
    return () => media.removeEventListener('change', changed);
  }, [query]);
  return narrow;
}
