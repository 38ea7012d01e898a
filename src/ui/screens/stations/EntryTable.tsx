import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { Entry, Settings } from '../../../shared/model';
import { rowStatus } from '../../../shared/rules/completion';
import { toDate } from '../../../shared/format/date-input';
import type { RoundView, RowView } from '../../../shared/worker-api';
import { useSeriesHistory, type SeriesHistory } from '../../state/online-entry/series-history';
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
 * The entry with what the history knows (last reading, a reading on the row's day) and its row status by the
 * shared rule, so a row without input whose series already has a reading that day shows as info.
 */
function withHistory(entry: Entry, row: RowView, history: SeriesHistory | undefined, day: string, now: Date): { entry: Entry; row: RowView } {
  if (!history) return { entry, row };
  const date = toDate(entry.dt);
  const sameDay = history.days.has(date ? format(date, 'yyyy-MM-dd') : day);
  const merged = { ...entry, tsData: { ...entry.tsData, last: entry.tsData?.last ?? history.last, sameDay } };
  return { entry: merged, row: { ...row, status: rowStatus(merged, now) } };
}

export function EntryTable({ view, columns, day, defaultDt, settings }: EntryTableProps) {
  const { t } = useTranslation();
  const histories = useSeriesHistory(view.round.entries.map((entry) => entry.tsId));
  const now = new Date();
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
            const shown = withHistory(source, row, histories.get(source.tsId), day, now);
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
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
