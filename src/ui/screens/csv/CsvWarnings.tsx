import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { csvStore } from '../../state/csv/csv-store';

/** spec entry.md §5 CSV: 'Quoted field unterminated' and 'Trailing quote on quoted field is malformed' show as warnings. */
export function CsvWarnings() {
  const { t } = useTranslation();
  const { summary } = useSnapshot(csvStore);
  if (!summary) return null;
  return (
    <>
      <p className="csv-summary">
        {t('csv.summary', {
          records: t('csv.valueCount', { count: summary.recordCount }),
          rows: t('csv.rowCount', { count: summary.rowCount }),
          skipped: t('csv.rowCount', { count: summary.skippedRows }),
        })}
      </p>
      {summary.warningCount > 0 && (
        <div className="alert alert-warning" role="status">
          <strong>{t('csv.warnings')}</strong>
          <ul>
            {summary.warnings.map((warning, index) => (
              <li key={index}>
                {warning.row !== undefined && `${t('csv.row', { row: warning.row })}: `}
                {warning.message}
              </li>
            ))}
          </ul>
          {summary.warningCount > summary.warnings.length && <p>{t('csv.warningCount', { count: summary.warningCount })}</p>}
        </div>
      )}
    </>
  );
}
