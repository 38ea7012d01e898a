import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../shared/format/date';
import { formatNumber } from '../../../shared/format/number';
import { ScrollRegion } from '../../components/ScrollRegion';
import { uiLocale } from '../../i18n/ui-locale';
import { showCsvPage } from '../../state/csv/csv-actions';
import { csvStore, PREVIEW_PAGE_SIZE } from '../../state/csv/csv-store';

/** spec entry.md §2: preview of date-time, value with unit and remark (empty: <leer>), at most 300 px high, a page at a time. */
export function CsvPreview() {
  const { t, i18n } = useTranslation();
  const { summary, rows, page, group, tsId, unitOverride } = useSnapshot(csvStore);
  if (!summary || summary.recordCount === 0) return null;
  const locale = uiLocale(i18n.language);
  const unit = unitOverride.trim() || group?.entries.find((entry) => entry.tsId === tsId)?.tsUnit || '';
  const from = page * PREVIEW_PAGE_SIZE;
  const pages = Math.ceil(summary.recordCount / PREVIEW_PAGE_SIZE);
  return (
    <section className="csv-preview" aria-label={t('csv.preview')}>
      <ScrollRegion className="csv-preview-scroll" label={t('csv.previewTable')}>
        <table className="table">
          <thead>
            <tr>
              <th>{t('csv.dateTime')}</th>
              <th>{t('csv.value')}</th>
              <th>{t('csv.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((record) => (
              <tr key={record.row}>
                <td>{formatDateTime(record.dt, locale)}</td>
                <td>{`${formatNumber(record.value, locale)} ${unit}`.trim()}</td>
                <td className={record.remark ? undefined : 'hint'}>{record.remark || t('csv.empty')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="button-row">
        <button type="button" className="btn" disabled={page === 0} onClick={() => void showCsvPage(page - 1)}>
          {t('csv.previousPage')}
        </button>
        <span>{t('csv.page', { from: from + 1, to: Math.min(from + PREVIEW_PAGE_SIZE, summary.recordCount), total: summary.recordCount })}</span>
        <button type="button" className="btn" disabled={page + 1 >= pages} onClick={() => void showCsvPage(page + 1)}>
          {t('csv.nextPage')}
        </button>
      </div>
    </section>
  );
}
