// spec entry.md §2 Online tabular input: configurable columns, default ordinal, site name, station number,
// station name, parameter. The choice is kept on the device.
import type { Entry } from '../../../shared/schema/entry';
import { formatDateTime } from '../../../shared/format/date';
import { readingText } from '../../../shared/format/reading';

export const TABLE_COLUMNS = ['staOrdinal', 'siteName', 'staNumber', 'staName', 'tsParameter', 'tsName', 'tsUnit', 'lastValue'] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];
const DEFAULT_COLUMNS: readonly TableColumn[] = ['staOrdinal', 'siteName', 'staNumber', 'staName', 'tsParameter'];

const STORAGE_KEY = 'hwe-stations-columns';

export function loadColumns(): TableColumn[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (Array.isArray(stored)) return TABLE_COLUMNS.filter((column) => stored.includes(column));
  } catch {
    // a broken stored choice falls back to the default
  }
  return [...DEFAULT_COLUMNS];
}

export function saveColumns(columns: readonly TableColumn[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(columns));
}

export function cellText(entry: Entry, column: TableColumn, locale: 'de' | 'en'): string {
  switch (column) {
    case 'staOrdinal':
      return entry.staOrdinal === undefined ? '' : `${entry.staOrdinal}${entry.staSubOrdinal ? `.${entry.staSubOrdinal}` : ''}`;
    case 'lastValue': {
      const last = entry.tsData?.last;
      return last ? `${readingText(last.value, entry.inputType, locale)} (${formatDateTime(last.dt, locale, 'short')})` : '';
    }
    default:
      return entry[column] ?? '';
  }
}
