import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Entry } from '../../../../shared/schema/entry';
import { formatDateTime } from '../../../../shared/format/date';
import { formatNumber, isValidNumber } from '../../../../shared/format/number';
import { valueCodes } from '../../../../shared/format/reading';
import type { SortState } from '../../../../shared/rules/table-sort';
import { overviewCell, type OverviewColumn } from '../../../../shared/format/overview-cells';
import { useTopic } from '../../../state/use-topic';
import { nextSort } from '../../../components/sort-cycle';
import { inputPath } from '../stations';
import { useRoundView } from '../../../state/mobile/use-round-view';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Icon } from '../../../components/Icon';

const COLUMNS: readonly OverviewColumn[] = ['staOrdinal', 'station', 'tsParameter', 'value', 'dt', 'remark'];

/** A reading as text: the code letter for n/u/E and nein/ja, else the number; a non-number is a dash. */
export function valueText(entry: Entry): string {
  const code = valueCodes(entry.inputType)?.find((candidate) => candidate.value === entry.value);
  if (code) return code.short;
  return formatNumber(isValidNumber(entry.value) ? entry.value : entry.valueCalculated);
}

/**
 * spec entry.md §2 overview: every entry; a header click sorts ascending, then descending, then unsorted. The worker
 * sorts (issue 10) and pushes the order after every change of the copy; until its first push the rows show in list order.
 */
export function OverviewTable() {
  const { t } = useTranslation();
  const view = useRoundView();
  const [sort, setSort] = useState<SortState>();
  const entries = view.round.entries;
  const pathOfRow = new Map(view.stations.flatMap((station) => station.rows.map((row) => [row, inputPath(station)] as const)));
  const order = useTopic({ kind: 'overview-order', instanceId: view.round.instanceId, sort }) ?? entries.map((_, index) => index);
  // an answer about a newer copy may name a row this view does not have yet
  const rows = order.filter((index) => index < entries.length).map((index) => ({ entry: entries[index], index }));

  return (
    <div className="table-scroll">
      <table className="overview-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} aria-sort={sort?.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                <button type="button" className="th-button" onClick={() => setSort(nextSort(sort, column))}>
                  {t(`mobile.column.${column}`)}
                  {sort?.column === column && <Icon icon={sort.direction === 'asc' ? ChevronUp : ChevronDown} size={16} />}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, index }) => (
            <tr key={index} className={`row-${view.rows[index].status || 'none'}`}>
              <td>{entry.staOrdinal ?? ''}</td>
              <td>
                <Link href={pathOfRow.get(index)!}>{String(overviewCell(entry, 'station'))}</Link>
              </td>
              <td>{entry.tsParameter}</td>
              <td className="number">{valueText(entry)}</td>
              <td>{formatDateTime(entry.dt)}</td>
              <td>{String(overviewCell(entry, 'remark'))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
