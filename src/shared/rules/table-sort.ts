// spec archive.md §2 Sorting (the click cycle is view state: src/ui/components/sort-cycle.ts).
// Numeric columns: staOrdinal, value, valueForPlausibilityCheck, dt, creationTime.

type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

const NUMERIC_SORT_COLUMNS: readonly string[] = ['staOrdinal', 'value', 'valueForPlausibilityCheck', 'dt', 'creationTime'];

/** A numeric column's value as a number: numbers as they are, date-time strings as epoch ms. */
function numericKey(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    if (Number.isFinite(number)) return number;
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : time;
  }
  return undefined;
}

function textKey(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  return text === '' ? undefined : text;
}

const collator = new Intl.Collator('de', { sensitivity: 'base' });

/** Rows sorted by the state (a copy; unsorted order when cleared). Empty cells go last in both directions. */
export function sortRows<T>(
  rows: readonly T[],
  sort: SortState | undefined,
  cell: (row: T, column: string) => unknown = (row, column) => (row as Record<string, unknown>)[column],
): T[] {
  if (!sort) return [...rows];
  const numeric = NUMERIC_SORT_COLUMNS.includes(sort.column);
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => {
    const value = cell(row, sort.column);
    return { row, key: numeric ? numericKey(value) : textKey(value) };
  });
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) return a.key === b.key ? 0 : a.key === undefined ? 1 : -1;
    const order = numeric ? (a.key as number) - (b.key as number) : collator.compare(a.key as string, b.key as string);
    return sign * order;
  });
  return keyed.map(({ row }) => row);
}
