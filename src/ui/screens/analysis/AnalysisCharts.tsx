import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import { isAxisInverted } from '../../../shared/format/axis';
import { uiLocale } from '../../i18n/ui-locale';
import { useAnalysisGroup } from '../../state/history/use-analysis-group';
import { store } from '../../state/store';
import { seriesBreadcrumb } from './series-breadcrumb';
import './analysis.css';

const HistoryChart = lazy(() => import('../chart/HistoryChart'));

/** spec archive.md §2 Analysis views, Charts (route /analysis/charts/{group}): one card per timeseries. */
export function AnalysisCharts() {
  const { t, i18n } = useTranslation();
  const { group: groupName } = useParams<{ group: string }>();
  const { settings } = useSnapshot(store);
  const { group, history } = useAnalysisGroup(groupName);
  const locale = uiLocale(i18n.language);
  const seriesById = new Map(history.status === 'loaded' ? history.result.series.map((series) => [series.tsId, series]) : []);
  return (
    <section className="analysis">
      <h1>{t('analysis.chartsTitle', { group: groupName })}</h1>
      {history.status === 'loading' && <p>{t('analysis.loading')}</p>}
      {history.status === 'loaded' &&
        group?.entries.map((entry) => {
          const series = seriesById.get(entry.tsId);
          const breadcrumb = seriesBreadcrumb(entry);
          return (
            <article key={entry.tsId} className="card analysis-card" data-ts-id={entry.tsId}>
              <nav aria-label={breadcrumb.join(' › ')} className="breadcrumb">
                <ol>
                  {breadcrumb.map((part, index) => (
                    <li key={index}>{part}</li>
                  ))}
                </ol>
              </nav>
              {series && series.t.length > 0 ? (
                <Suspense fallback={<p>{t('app.loading')}</p>}>
                  <HistoryChart
                    t={series.t}
                    v={series.v}
                    inverted={isAxisInverted(entry.tsParameter, entry.staMetadata, settings?.parameterInvertAxis ?? '^W')}
                    label={breadcrumb.join(' › ')}
                    locale={locale}
                  />
                </Suspense>
              ) : (
                <p className="hint">{t('chart.noHistory')}</p>
              )}
            </article>
          );
        })}
    </section>
  );
}
