import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/model';
import type { RoundView } from '../../../shared/worker-api';
import type { TableColumn } from './columns';
import { EntryRow } from './EntryRow';

interface EntryTableProps {
  view: RoundView;
  columns: readonly TableColumn[];
  defaultDt: string | undefined;
  settings: Settings;
}

export function EntryTable({ view, columns, defaultDt, settings }: EntryTableProps) {
  const { t } = useTranslation();
  return (
    <div className="entry-table-wrap">
      <table className="entry-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{t(`stations.column.${column}`)}</th>
            ))}
            <th>{t('stations.value')}</th>
            <th>{t('stations.dateTime')}</th>
            <th>{t('stations.remark')}</th>
            <th>{t('stations.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <EntryRow
              key={`${row.index}|${view.round.entries[row.index].tsId}`}
              entry={view.round.entries[row.index]}
              row={row}
              columns={columns}
              defaultDt={defaultDt}
              mez={settings.mez}
              showTimeSetNow={settings.showTimeSetNow}
              showDuplicate={settings.showDuplicate}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
