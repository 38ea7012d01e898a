import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../shared/format/date';
import { formatNumber } from '../../../shared/format/number';
import type { MeteoDayView, MeteoEdit, MeteoField } from '../../../shared/contract';
import { TimeInput } from '../../components/TimeInput';
import { useDraft } from '../../components/use-draft';
import { uiLocale } from '../../i18n/ui-locale';
import { MeteoValueCell } from './MeteoValueCell';

interface MeteoRowViewProps {
  day: MeteoDayView;
  fields: readonly MeteoField[];
  precipitationTypes: readonly string[];
  onEdit: (edit: MeteoEdit) => void;
}

/** One day as the worker answered it: read-only when its series already has stored data, else inputs (locked until the previous day is complete). */
export function MeteoRowView({ day, fields, precipitationTypes, onEdit }: MeteoRowViewProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { row, editable, disabled, status, messages } = day;
  const remark = useDraft(row.remark ?? '', (text) => onEdit({ kind: 'remark', remark: text }));
  const className = editable ? (status ? `row-${status}` : undefined) : 'row-readonly';
  const cellCount = 3 + fields.length + (fields.includes('precipitation') ? 1 : 0);

  return (
    <>
      <tr className={className} data-day={row.day} data-status={status ?? (editable ? '' : 'readonly')}>
        <th scope="row">{formatDay(`${row.day}T12:00:00`, locale)}</th>
        <td data-label={t('meteo.time')}>
          {editable ? <TimeInput label={t('meteo.time')} value={row.time} disabled={disabled} onChange={(time) => onEdit({ kind: 'time', time })} /> : row.time}
        </td>
        {fields.map((field) => [
          <td key={field} data-label={t(`meteo.${field}`)}>
            {editable ? <MeteoValueCell day={day} field={field} onEdit={onEdit} /> : formatNumber(row[field], locale)}
          </td>,
          field === 'precipitation' && (
            <td key="type" data-label={t('meteo.precipitationType')}>
              {editable ? (
                <select
                  aria-label={t('meteo.precipitationType')}
                  value={row.precipitationType ?? ''}
                  disabled={disabled}
                  onChange={(event) => onEdit({ kind: 'precipitationType', precipitationType: event.target.value })}
                >
                  {precipitationTypes.map((type) => (
                    <option key={type} value={type}>
                      {type || t('meteo.noType')}
                    </option>
                  ))}
                </select>
              ) : (
                row.precipitationType
              )}
            </td>
          ),
        ])}
        <td data-label={t('meteo.remark')}>
          {editable ? (
            <input className="remark" aria-label={t('meteo.remark')} disabled={disabled} {...remark.fieldProps} />
          ) : (
            <>
              {row.remark} <small className="hint">{t('meteo.readOnly')}</small>
            </>
          )}
        </td>
      </tr>
      {messages.length > 0 && (
        <tr className="row-warning">
          <td colSpan={cellCount}>
            <ul className="messages">
              {messages.map((message) => (
                <li key={message}>{t(`meteo.messages.${message}`)}</li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </>
  );
}
