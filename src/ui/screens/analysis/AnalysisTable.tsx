import { useTranslation } from 'react-i18next';
import { useRouteParams } from '../../app/route-params';
import { ScrollRegion } from '../../components/ScrollRegion';
import { uiLocale } from '../../i18n/ui-locale';
import { useAnalysisTable } from '../../state/history/use-analysis-views';
import { seriesBreadcrumb } from './series-breadcrumb';
import './analysis.css';

/**
 * spec archive.md §2 Analysis views, Table (route /analysis/table/{group}): per timeseries the readings and gaps of the
 * current year and the 3 before; the plausible range widened, with a tooltip explaining it before and after.
 */
export function AnalysisTable() {
  const { t, i18n } = useTranslation();
  const { group: groupName } = useRouteParams<{ group: string }>();
  const load = useAnalysisTable(groupName, uiLocale(i18n.language));
  return (
    <section className="analysis">
      <h1>{t('analysis.tableTitle', { group: groupName })}</h1>
      {load.status === 'loading' && <p>{t('analysis.loading')}</p>}
      {load.status === 'loaded' && (
        <ScrollRegion className="analysis-scroll" label={t('analysis.tableTitle', { group: groupName })}>
          <table className="analysis-table">
            <thead>
              <tr>
                <th rowSpan={2}>{t('analysis.timeseries')}</th>
                <th rowSpan={2}>{t('analysis.plausibleRange')}</th>
                {load.view.years.map((year) => (
                  <th key={year} colSpan={2}>
                    {year}
                  </th>
                ))}
              </tr>
              <tr>
                {load.view.years.map((year) => [
                  <th key={`r${year}`}>{t('analysis.readings', { year })}</th>,
                  <th key={`g${year}`}>{t('analysis.gaps', { year })}</th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {load.view.rows.map(({ entry, range, counts }) => (
                <tr key={entry.tsId} data-ts-id={entry.tsId}>
                  <th scope="row">{seriesBreadcrumb(entry).join(' › ')}</th>
                  <td title={t(range.tooltip.key, range.tooltip.values)}>{range.text}</td>
                  {counts.map((count) => [
                    <td key={`r${count.year}`}>{count.readings}</td>,
                    <td key={`g${count.year}`}>{count.gaps}</td>,
                  ])}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
