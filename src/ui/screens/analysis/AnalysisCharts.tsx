import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import { CHART_DEFAULT_SIZE, isAxisInverted } from '../../../shared/format/axis';
import { NearViewport } from '../../components/NearViewport';
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
                // a chart is created when its card comes near the viewport, not all 32 at once (issue 13)
                <NearViewport height={CHART_DEFAULT_SIZE.height}>
                  <Suspense fallback={<p>{t('app.loading')}</p>}>
                    <HistoryChart
                      t={series.t}
                      v={series.v}
                      inverted={isAxisInverted(entry.tsParameter, entry.staMetadata, settings?.parameterInvertAxis ?? '^W')}
                      label={breadcrumb.join(' › ')}
                      locale={locale}
                    />
                  </Suspense>
                </NearViewport>
              ) : (
                <p className="hint">{t('chart.noHistory')}</p>
              )}
            </article>
          );
        })}
    </section>
  );
}
