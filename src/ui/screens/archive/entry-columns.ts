// spec archive.md §2 entry table with configurable columns: station, date/time and value always show.
import type { EntrySortKey } from '../../../shared/contract/archive-rounds';

const ENTRY_COLUMNS = ['station', 'parameter', 'dateTime', 'value', 'remarks', 'location', 'imagesColumn', 'details', 'chart'] as const;
export type EntryColumn = (typeof ENTRY_COLUMNS)[number];

const FIXED_ENTRY_COLUMNS: readonly EntryColumn[] = ['station', 'dateTime', 'value'];
export const OPTIONAL_ENTRY_COLUMNS = ENTRY_COLUMNS.filter((column) => !FIXED_ENTRY_COLUMNS.includes(column));

export function visibleEntryColumns(hidden: readonly string[]): EntryColumn[] {
  return ENTRY_COLUMNS.filter((column) => !hidden.includes(column));
}

/** issue 36 item 13: what a click on a column header sorts by (the station column by its staOrdinal, the route order). */
export const ENTRY_COLUMN_SORT: Partial<Record<EntryColumn, EntrySortKey>> = { station: 'staOrdinal', parameter: 'tsParameter', dateTime: 'dt', value: 'value' };
