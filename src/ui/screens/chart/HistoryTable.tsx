import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { formatNumber, type NumberLocale } from '../../../shared/format/number';
import type { HistorySeries } from '../../../shared/contract';
import { ScrollRegion } from '../../components/ScrollRegion';

/** spec archive.md §2 Timeseries chart: the value history, newest first. Remarks render as text. */
export function HistoryTable({ series, unit, locale }: { series: HistorySeries; unit?: string; locale: NumberLocale }) {
  const { t } = useTranslation();
  const remarks = new Map(series.remarks.map((remark) => [remark.index, [remark.staRemark?.text, remark.tsRemark?.text].filter(Boolean).join('; ')]));
  const newestFirst = Array.from({ length: series.t.length }, (_, position) => series.t.length - 1 - position);
  return (
    <ScrollRegion className="history-table-scroll" label={t('chart.valueList')}>
      <table className="history-table">
        <thead>
          <tr>
            <th>{t('chart.dateTime')}</th>
            <th>{t('chart.value')}</th>
            <th>{t('chart.remark')}</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((index) => (
            <tr key={index}>
              <td>{formatDateTime(series.t[index], locale)}</td>
              <td>{`${formatNumber(Number.isNaN(series.v[index]) ? null : series.v[index], locale)} ${unit ?? ''}`.trim()}</td>
              <td>{remarks.get(index) ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
