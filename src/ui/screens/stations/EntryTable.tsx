import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/schema/settings';
import type { RoundView } from '../../../shared/contract';
import { useTopic } from '../../state/use-topic';
import type { TableColumn } from './columns';
import { EntryRow } from './EntryRow';

interface EntryTableProps {
  view: RoundView;
  columns: readonly TableColumn[];
  /** the chosen day, yyyy-MM-dd */
  day: string;
  defaultDt: string | undefined;
  settings: Settings;
}

/**
 * The rows with what the history knows (last reading, a reading on the row's day) as the worker answers them, so a
 * row without input whose series already has a reading that day shows as info; pushed after every change of the copy,
 * until the first push the view's rows.
 */
export function EntryTable({ view, columns, day, defaultDt, settings }: EntryTableProps) {
  const { t } = useTranslation();
  const withHistory = useTopic({ kind: 'online-table', instanceId: view.round.instanceId, day });
  const historyRows = new Map(withHistory?.map((row) => [row.entryKey, row]));
  const tableRows = view.rows.map((row) => row.index);
  return (
    <div className="entry-table-wrap">
      <table className="entry-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{t(`stations.column.${column}`)}</th>
            ))}
            <th>{t('stations.value')}</th>
            {settings.showTime && <th>{t('stations.dateTime')}</th>}
            {settings.showRemark && <th>{t('stations.remark')}</th>}
            <th>{t('stations.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => {
            const source = view.round.entries[row.index];
            const known = historyRows.get(row.entryKey);
            const shown = known
              ? { entry: { ...source, tsData: { ...source.tsData, last: known.last } }, row: { ...row, status: known.status } }
              : { entry: source, row };
            return (
              <EntryRow
                key={`${row.index}|${source.tsId}`}
                entry={shown.entry}
                row={shown.row}
                columns={columns}
                defaultDt={defaultDt}
                mez={settings.mez}
                showTime={settings.showTime}
                showRemark={settings.showRemark}
                showTimeSetNow={settings.showTimeSetNow}
                showDuplicate={settings.showDuplicate}
                tableRows={tableRows}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
