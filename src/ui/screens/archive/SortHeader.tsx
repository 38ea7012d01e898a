import { useTranslation } from 'react-i18next';
import type { SortState } from '../../../shared/rules/table-sort';
import { nextSort } from '../../components/sort-cycle';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Icon } from '../../components/Icon';

interface SortHeaderProps {
  column: string;
  label: string;
  sort: SortState | undefined;
  onSort: (sort: SortState | undefined) => void;
}

/** spec archive.md §2 Sorting: first click ascending, second descending, third clears. */
export function SortHeader({ column, label, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const direction = sort?.column === column ? sort.direction : undefined;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <th aria-sort={ariaSort}>
      <button type="button" className="sort-button" onClick={() => onSort(nextSort(sort, column))}>
        {label}
        {direction && (
          <span className="sort-mark" aria-hidden="true" title={t(direction === 'asc' ? 'archive.sortAscending' : 'archive.sortDescending')}>
            {' '}
            <Icon icon={direction === 'asc' ? ChevronUp : ChevronDown} size={16} />
          </span>
        )}
      </button>
    </th>
  );
}
