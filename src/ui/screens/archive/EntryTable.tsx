import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArchiveEntryView, DecisionPatch, EntryOrders, EntrySortKey } from '../../../shared/contract/archive-rounds';
import type { InstanceId } from '../../../shared/contract/ids';
import type { SortState } from '../../../shared/rules/table-sort';
import { DecisionRow } from './DecisionRow';
import { useSnapshot } from 'valtio';
import { archiveStore } from '../../state/archive/archive-store';
import { ColumnChooser } from './ColumnChooser';
import { ENTRY_COLUMN_SORT, visibleEntryColumns } from './entry-columns';
import { SortHeader } from './SortHeader';
import { EntryRow } from './EntryRow';

interface EntryTableProps {
  instanceId: InstanceId;
  rows: readonly ArchiveEntryView[];
  /** the worker's sorts of the rows (issue 36 item 13) */
  orders: EntryOrders;
  imagesShown: boolean;
  /** the detail: the decision rows the worker marks editable take input */
  onDecision?: (index: number, patch: DecisionPatch) => void;
  /** report: print checkboxes; `printed` says which rows are printed */
  onPrint?: (index: number, print: boolean) => void;
  printed?: (index: number) => boolean;
}

/**
 * spec archive.md §2 entry table of the detail and the report. Below an entry, the decision rows the worker
 * gives: a stage it is relevant for that the user decides now or that holds a decision already.
 */
export function EntryTable({ instanceId, rows, orders, imagesShown, onDecision, onPrint, printed }: EntryTableProps) {
  const { t } = useTranslation();
  const { hiddenColumns } = useSnapshot(archiveStore);
  const visible = visibleEntryColumns(hiddenColumns);
  const span = visible.length + (onPrint ? 1 : 0);
  const [sort, setSort] = useState<SortState>();
  const sorted = sort ? inOrder(rows, orders[sort.column as EntrySortKey][sort.direction]) : rows;
  if (rows.length === 0) return <p>{t('archive.noEntries')}</p>;
  return (
    <div className="table-scroll">
      <ColumnChooser />
      <table className="entry-table">
        <thead>
          <tr>
            {onPrint && <th className="no-print">{t('archive.print')}</th>}
            {visible.map((column) => {
              const sortKey = ENTRY_COLUMN_SORT[column];
              if (sortKey) return <SortHeader key={column} column={sortKey} label={t(`archive.${column}`)} sort={sort} onSort={setSort} />;
              return (
                <th key={column} className={column === 'chart' ? 'no-print' : undefined}>
                  {column === 'chart' ? <span className="visually-hidden">{t('archive.chart')}</span> : t(`archive.${column}`)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <Fragment key={row.index}>
              <EntryRow
                row={row}
                instanceId={instanceId}
                imagesShown={imagesShown}
                columns={visible}
                print={onPrint && { checked: printed?.(row.index) ?? true, onChange: (print) => onPrint(row.index, print) }}
              />
              {row.decisions.map((decision) => (
                <DecisionRow
                  key={decision.stage}
                  row={decision}
                  index={row.index}
                  columns={span}
                  onChange={onDecision && ((patch) => onDecision(row.index, patch))}
                />
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rows in the worker's order (`order` holds the entries' indexes); rows the page filtered out stay out. */
function inOrder(rows: readonly ArchiveEntryView[], order: readonly number[]): ArchiveEntryView[] {
  const byIndex = new Map(rows.map((row) => [row.index, row]));
  return order.flatMap((index) => byIndex.get(index) ?? []);
}
