import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../shared/format/date';
import type { ReportMatrix as Matrix } from '../../../shared/rules/report';
import { ScrollRegion } from '../../components/ScrollRegion';
import { uiLocale } from '../../i18n/ui-locale';

/** spec archive.md §2 Report: stations against dates with n, u, E and the count of events ΣE. */
export function ReportMatrix({ matrix }: { matrix: Matrix }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (
    <ScrollRegion className="table-scroll" label={t('archive.report')}>
      <table className="report-matrix">
        <thead>
          <tr>
            <th>{t('archive.station')}</th>
            {matrix.days.map((day) => (
              <th key={day}>{formatDay(day, locale)}</th>
            ))}
            <th>{t('archive.eventCount')}</th>
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => (
            <tr key={row.staNumber}>
              <th scope="row">
                {row.staName} ({row.staNumber})
              </th>
              {matrix.days.map((day) => (
                <td key={day}>{row.cells[day] ?? ''}</td>
              ))}
              <td>{row.eventCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
