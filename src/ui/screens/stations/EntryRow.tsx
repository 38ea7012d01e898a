import { useTranslation } from 'react-i18next';
import type { Entry } from '../../../shared/schema/entry';
import { valueCodes } from '../../../shared/format/reading';
import type { RowView } from '../../../shared/contract';
import { DateTimeInput } from '../../components/DateTimeInput';
import { NumberInput } from '../../components/NumberInput';
import { useDraft } from '../../components/use-draft';
import { ruleMessageText } from '../../i18n/rule-message';
import { uiLocale } from '../../i18n/ui-locale';
import { duplicateStation, pasteValues, setStationTime, setStationTimeNow } from '../../state/mobile/station-actions';
import { editRow } from '../../state/online-entry/table-actions';
import { cellText, type TableColumn } from './columns';

interface EntryRowProps {
  entry: Entry;
  row: RowView;
  columns: readonly TableColumn[];
  defaultDt: string | undefined;
  mez: boolean;
  /** setting showTime: the date/time column (off: a row takes the chosen day at the default time) */
  showTime: boolean;
  /** setting showRemark: the remark column */
  showRemark: boolean;
  showTimeSetNow: boolean;
  showDuplicate: boolean;
  /** the indices of all rows in table order: a tab-separated paste fills the number inputs from this row on */
  tableRows: readonly number[];
}

/** One entry of the table: chosen columns, value, date/time, remark and the row actions; coloured by its status. */
export function EntryRow({ entry, row, columns, defaultDt, mez, showTime, showRemark, showTimeSetNow, showDuplicate, tableRows }: EntryRowProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const index = row.index;
  const label = t('stations.rowLabel', { station: entry.staName, parameter: entry.tsParameter });
  const remark = useDraft(entry.tsRemark?.text ?? '', (text) => editRow(row.entryKey, { tsRemark: { ...entry.tsRemark, text } }, defaultDt));
  const codes = valueCodes(entry.inputType);

  return (
    <tr className={row.status ? `row-${row.status}` : undefined} data-row={index} data-status={row.status}>
      {columns.map((column) => (
        <td key={column} data-label={t(`stations.column.${column}`)}>
          {cellText(entry, column, locale)}
        </td>
      ))}
      <td className="value-cell" data-label={t('stations.value')}>
        {entry.inputType === 'NO_IMPORT_NUMBER' ? (
          <span className="hint">–</span>
        ) : codes ? (
          <select
            aria-label={`${label} ${t('stations.value')}`}
            value={entry.value ?? ''}
            onChange={(event) => editRow(row.entryKey, { value: event.target.value === '' ? null : Number(event.target.value) }, defaultDt)}
          >
            <option value="" />
            {codes.map((code) => (
              <option key={code.value} value={code.value}>
                {code.short} {code.label}
              </option>
            ))}
          </select>
        ) : (
          <NumberInput
            id={`value-${index}`}
            label={`${label} ${t('stations.value')}`}
            value={entry.value}
            signToggle={false}
            warning={ruleMessageText(t, i18n.language, row.implausible)}
            note={ruleMessageText(t, i18n.language, row.lastValue)}
            onChange={(value) => editRow(row.entryKey, { value: value ?? null }, defaultDt)}
            onPasteValues={(values) => void pasteValues(tableRows, index, values, defaultDt)}
          />
        )}
      </td>
      {showTime && (
        <td data-label={t('stations.dateTime')}>
          <DateTimeInput
            id={`dt-${index}`}
            label={`${label} ${t('stations.dateTime')}`}
            value={entry.dt}
            mez={mez}
            warning={ruleMessageText(t, i18n.language, row.dateIssue)}
            onChange={(dt) => void setStationTime(row.entryKey, dt)}
          />
        </td>
      )}
      {showRemark && (
        <td data-label={t('stations.remark')}>
          <input className="remark" aria-label={`${label} ${t('stations.remark')}`} {...remark.fieldProps} />
        </td>
      )}
      <td className="row-actions">
        {showTimeSetNow && (
          <button type="button" className="btn" aria-label={`${label} ${t('stations.setTimeNow')}`} onClick={() => void setStationTimeNow(row.entryKey)}>
            {t('stations.setTimeNow')}
          </button>
        )}
        {showDuplicate && (
          <button type="button" className="btn" aria-label={`${label} ${t('stations.duplicate')}`} onClick={() => void duplicateStation(row.entryKey)}>
            {t('stations.duplicate')}
          </button>
        )}
      </td>
    </tr>
  );
}
