import { expect, test } from 'vitest';
import { nextSort } from '../../../src/ui/components/sort-cycle';

test('spec archive.md §2 Sorting: first click ascending, second descending, third clears; another column starts ascending', () => {
  const asc = nextSort(undefined, 'creationTime');
  expect(asc).toEqual({ column: 'creationTime', direction: 'asc' });
  const desc = nextSort(asc, 'creationTime');
  expect(desc).toEqual({ column: 'creationTime', direction: 'desc' });
  expect(nextSort(desc, 'creationTime')).toBeUndefined();
  expect(nextSort(desc, 'mrName')).toEqual({ column: 'mrName', direction: 'asc' });
});
