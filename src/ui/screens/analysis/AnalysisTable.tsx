import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { formatNumber } from '../../../shared/format/number';
import { widenedPlausibleRange, widenedRangeTooltip, yearlyCounts } from '../../../shared/rules/analysis';
import { ScrollRegion } from '../../components/ScrollRegion';
import { uiLocale } from '../../i18n/ui-locale';
import { useAnalysisGroup } from '../../state/history/use-analysis-group';
import { seriesBreadcrumb } from './series-breadcrumb';
import './analysis.css';

/**
 * spec archive.md §2 Analysis views, Table (route /analysis/table/{group}): per timeseries the readings and gaps of the
 * current year and the 3 before; the plausible range widened, with a tooltip explaining it before and after.
 */
export function AnalysisTable() {
  const { t, i18n } = useTranslation();
  const { group: groupName } = useParams<{ group: string }>();
  const { group, history } = useAnalysisGroup(groupName);
  const locale = uiLocale(i18n.language);
  const now = new Date();
  const years = yearlyCounts({ t: [], v: [] }, now).map((count) => count.year);
  const seriesById = new Map(history.status === 'loaded' ? history.result.series.map((series) => [series.tsId, series]) : []);
  return (
    <section className="analysis">
      <h1>{t('analysis.tableTitle', { group: groupName })}</h1>
      {history.status === 'loading' && <p>{t('analysis.loading')}</p>}
      {history.status === 'loaded' && group && (
        <ScrollRegion className="analysis-scroll" label={t('analysis.tableTitle', { group: groupName })}>
          <table className="analysis-table">
            <thead>
              <tr>
                <th rowSpan={2}>{t('analysis.timeseries')}</th>
                <th rowSpan={2}>{t('analysis.plausibleRange')}</th>
                {years.map((year) => (
                  <th key={year} colSpan={2}>
                    {year}
                  </th>
                ))}
              </tr>
              <tr>
                {years.map((year) => [
                  <th key={`r${year}`}>{t('analysis.readings', { year })}</th>,
                  <th key={`g${year}`}>{t('analysis.gaps', { year })}</th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {group.entries.map((entry) => {
                const series = seriesById.get(entry.tsId);
                const counts = yearlyCounts(series ?? { t: [], v: [] }, now);
                const widened = widenedPlausibleRange(entry.tsPlausibilityCheck);
                return (
                  <tr key={entry.tsId} data-ts-id={entry.tsId}>
                    <th scope="row">{seriesBreadcrumb(entry).join(' › ')}</th>
                    <td title={widenedRangeTooltip(entry.tsPlausibilityCheck, locale)}>
                      {`${formatNumber(widened.min, locale)} – ${formatNumber(widened.max, locale)}`}
                    </td>
                    {counts.map((count) => [
                      <td key={`r${count.year}`}>{count.readings}</td>,
                      <td key={`g${count.year}`}>{count.gaps}</td>,
                    ])}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
