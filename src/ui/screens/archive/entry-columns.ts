// spec archive.md §2 entry table with configurable columns: station, date/time and value always show.
export const ENTRY_COLUMNS = ['station', 'parameter', 'dateTime', 'value', 'remarks', 'location', 'imagesColumn', 'details', 'chart'] as const;
export type EntryColumn = (typeof ENTRY_COLUMNS)[number];

export const FIXED_ENTRY_COLUMNS: readonly EntryColumn[] = ['station', 'dateTime', 'value'];
export const OPTIONAL_ENTRY_COLUMNS = ENTRY_COLUMNS.filter((column) => !FIXED_ENTRY_COLUMNS.includes(column));

export function visibleEntryColumns(hidden: readonly string[]): EntryColumn[] {
  return ENTRY_COLUMNS.filter((column) => !hidden.includes(column));
}
