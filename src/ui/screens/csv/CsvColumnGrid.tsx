import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { NO_COLUMN } from '../../../shared/csv/rows';
import type { CsvColumns } from '../../../shared/contract';
import { setCsvColumns } from '../../state/csv/csv-actions';
import { csvStore } from '../../state/csv/csv-store';

type ColumnKey = 'dateColumn' | 'timeColumn' | 'valueColumn' | 'remarkColumn';
const COLUMN_KEYS: ColumnKey[] = ['dateColumn', 'timeColumn', 'valueColumn', 'remarkColumn'];

/**
 * spec entry.md §2 CSV importer: radio choices for the date, time, value and remark column and the first data row
 * over the first rows as split; -1 (none) is the first choice of each. Numbers are the 0-based indexes of the
 * settings (docs/decisions/entry-rules.md "CSV columns and rows"). A first data row below the rows shown is typed into the number field.
 */
export function CsvColumnGrid() {
  const { t } = useTranslation();
  const { columns, summary, chosen } = useSnapshot(csvStore, { sync: true });
  const proposed = (summary?.detected ?? []).filter((key) => !chosen.includes(key));
  const head = summary?.head ?? [];
  const columnCount = Math.max(3, ...head.map((row) => row.length));
  const indexes = Array.from({ length: columnCount }, (_, index) => index);

  const radio = (name: keyof CsvColumns, value: number, label: string) => (
    <input
      type="radio"
      name={`csv-${name}`}
      aria-label={label}
      checked={columns[name] === value}
      onChange={() => setCsvColumns({ [name]: value })}
    />
  );

  const settingText = (key: keyof CsvColumns, value: number | string) => {
    if (typeof value === 'string') return value;
    if (value === NO_COLUMN) return t('csv.none');
    return key === 'startRow' ? t('csv.row', { row: value }) : t('csv.column', { column: value });
  };

  return (
    <fieldset className="csv-grid-box">
      <legend>{t('csv.columns')}</legend>
      {proposed.length > 0 && (
        <p className="hint csv-detected" role="status">
          {t('csv.detected', { settings: proposed.map((key) => `${t(`csv.${key}`)}: ${settingText(key, columns[key])}`).join(', ') })}
        </p>
      )}
      <div className="csv-grid-scroll">
        <table className="csv-grid">
          <thead>
            <tr>
              <td />
              <th>{t('csv.none')}</th>
              {indexes.map((index) => (
                <th key={index}>{index}</th>
              ))}
            </tr>
            {COLUMN_KEYS.map((key) => (
              <tr key={key}>
                <th scope="row">{t(`csv.${key}`)}</th>
                <td>{radio(key, NO_COLUMN, `${t(`csv.${key}`)}: ${t('csv.none')}`)}</td>
                {indexes.map((index) => (
                  <td key={index}>{radio(key, index, `${t(`csv.${key}`)}: ${t('csv.column', { column: index })}`)}</td>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('csv.startRow')}</th>
              <td colSpan={columnCount + 1}>{radio('startRow', NO_COLUMN, `${t('csv.startRow')}: ${t('csv.none')}`)}</td>
            </tr>
            {head.map((row, rowIndex) => (
              <tr key={rowIndex} className={rowIndex < columns.startRow ? 'csv-skipped' : undefined}>
                <th scope="row">
                  {radio('startRow', rowIndex, `${t('csv.startRow')}: ${t('csv.row', { row: rowIndex })}`)} {rowIndex}
                </th>
                <td />
                {indexes.map((index) => (
                  <td key={index}>{row[index] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <label className="field">
        <span>{t('csv.startRowNumber')}</span>
        <input
          type="number"
          min={NO_COLUMN}
          step={1}
          value={columns.startRow}
          onChange={(event) => Number.isInteger(event.target.valueAsNumber) && setCsvColumns({ startRow: Math.max(NO_COLUMN, event.target.valueAsNumber) })}
        />
      </label>
      <label className="field">
        <span>{t('csv.dateTimeFormat')}</span>
        <input type="text" value={columns.dateTimeFormat} onChange={(event) => setCsvColumns({ dateTimeFormat: event.target.value })} />
      </label>
    </fieldset>
  );
}
