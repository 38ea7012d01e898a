// spec entry.md §2 overview table: how its text cells read; the UI shows them, the worker sorts by them.
import type { Entry } from '../schema/entry';

export type OverviewColumn = 'staOrdinal' | 'station' | 'tsParameter' | 'value' | 'dt' | 'remark';

/** A cell of the overview as it is shown and sorted: the station as "name (number)", both remarks joined. */
export function overviewCell(entry: Entry, column: OverviewColumn): unknown {
  switch (column) {
    case 'station':
      return `${entry.staName} (${entry.staNumber})`;
    case 'remark':
      return [entry.staRemark?.text, entry.tsRemark?.text].filter(Boolean).join(' / ');
    default:
      return entry[column];
  }
}
