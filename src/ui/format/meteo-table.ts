// Layout of the meteo table on screen (spec entry.md §2 Meteo input, §9 narrow screen 576 px): display only, no rule
// about the data (docs/decisions/online-input.md "Meteo is a worker workflow").

/** Screens narrower than this show one day at a time. */
export const METEO_NARROW_SCREEN_PX = 576;
/** The header row repeats in the footer above this many rows. */
const METEO_FOOTER_HEADER_ABOVE_ROWS = 7;

export function showsFooterHeader(rowCount: number): boolean {
  return rowCount > METEO_FOOTER_HEADER_ABOVE_ROWS;
}

/** Previous/next day on a narrow screen, bounded by the month's first and last row. */
export function stepMeteoDay(rowCount: number, index: number, step: -1 | 1): number {
  return Math.min(Math.max(index + step, 0), Math.max(rowCount - 1, 0));
}
