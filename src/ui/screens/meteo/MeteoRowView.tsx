import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/number';
import { PRECIPITATION_TYPES, setPrecipitationType } from '../../../shared/rules/meteo-edits';
import { meteoRowStatus } from '../../../shared/rules/meteo-messages';
import { isMeteoRowComplete, isMeteoRowEditable, type MeteoField, type MeteoRow } from '../../../shared/rules/meteo-rows';
import { formatDay } from '../../../shared/format/date';
import { uiLocale } from '../../i18n/ui-locale';
import { MeteoValueCell } from './MeteoValueCell';
import { TimeInput } from '../../components/TimeInput';

interface MeteoRowViewProps {
  row: MeteoRow;
  fields: readonly MeteoField[];
  messages: readonly string[];
  disabled: boolean;
  onChange: (row: MeteoRow) => void;
}

/** One day: read-only when its series already has stored data, else inputs (disabled until the previous day is complete). */
export function MeteoRowView({ row, fields, messages, disabled, onChange }: MeteoRowViewProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const editable = isMeteoRowEditable(row);
  const status = editable ? meteoRowStatus(messages, isMeteoRowComplete(row, fields)) : undefined;
  const className = editable ? (status ? `row-${status}` : undefined) : 'row-readonly';
  const cellCount = 3 + fields.length + (fields.includes('precipitation') ? 1 : 0);

  return (
    <>
      <tr className={className} data-day={row.day} data-status={status ?? (editable ? '' : 'readonly')}>
        <th scope="row">{formatDay(`${row.day}T12:00:00`, locale)}</th>
        <td data-label={t('meteo.time')}>
          {editable ? (
            <TimeInput label={t('meteo.time')} value={row.time} disabled={disabled} onChange={(time) => onChange({ ...row, time })} />
          ) : (
            row.time
          )}
        </td>
        {fields.map((field) => [
          <td key={field} data-label={t(`meteo.${field}`)}>
            {editable ? (
              <MeteoValueCell row={row} field={field} disabled={disabled} onChange={onChange} />
            ) : (
              formatNumber(row[field], locale)
            )}
          </td>,
          field === 'precipitation' && (
            <td key="type" data-label={t('meteo.precipitationType')}>
              {editable ? (
                <select
                  aria-label={t('meteo.precipitationType')}
                  value={row.precipitationType ?? ''}
                  disabled={disabled}
                  onChange={(event) => onChange(setPrecipitationType(row, event.target.value))}
                >
                  {PRECIPITATION_TYPES.map((type) => (
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
            <input
              className="remark"
              aria-label={t('meteo.remark')}
              value={row.remark ?? ''}
              disabled={disabled}
              onChange={(event) => onChange({ ...row, remark: event.target.value })}
            />
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
                <li key={message}>{message}</li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </>
  );
}
