// spec archive.md §2 Sorting: first click ascending, second descending, third clears. Which header the user
// clicked is view state; the rows are sorted by the worker (archive) or the table's owner.
import type { SortState } from '../../shared/rules/table-sort';

/** The sort after a click on `column`: asc → desc → cleared; another column starts at asc. */
export function nextSort(current: SortState | undefined, column: string): SortState | undefined {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : undefined;
}
