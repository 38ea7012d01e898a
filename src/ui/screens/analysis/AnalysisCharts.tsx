import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useRouteParams } from '../../app/route-params';
import { CHART_DEFAULT_SIZE, isAxisInverted } from '../../format/axis';
import { NearViewport } from '../../components/NearViewport';
import { uiLocale } from '../../i18n/ui-locale';
import { analysisRangeLoader } from '../../state/history/analysis-range';
import { useAnalysisGroup } from '../../state/history/use-analysis-group';
import { HistoryNotices } from '../chart/HistoryNotices';
import { loadHistoryChart } from '../chart/load-history-chart';
import { store } from '../../state/store';
import { seriesBreadcrumb } from './series-breadcrumb';
import './analysis.css';

const HistoryChart = lazy(loadHistoryChart);

/** spec archive.md §2 Analysis views, Charts (route /analysis/charts/{group}): one card per timeseries. */
export function AnalysisCharts() {
  const { t, i18n } = useTranslation();
  const { group: groupName } = useRouteParams<{ group: string }>();
  const { settings } = useSnapshot(store);
  const { group, history } = useAnalysisGroup(groupName);
  // the cards render in slices that yield to the browser, not in one task (issue 13); the series arrive in pieces,
  // the charts on screen first (issue 38)
  const shown = useDeferredValue(history);
  const locale = uiLocale(i18n.language);
  // the chart's code (uPlot) loads while the worker loads the histories, not after (issue 13)
  useEffect(() => void loadHistoryChart(), []);
  return (
    <section className="analysis analysis-charts">
      <h1>{t('analysis.chartsTitle', { group: groupName })}</h1>
      {!group && history.status !== 'failed' && <p>{t('analysis.loading')}</p>}
      <HistoryNotices fromCache={shown.fromCache} refused={shown.refused} />
      {shown.status !== 'failed' &&
        group?.entries.map((entry) => {
          const series = shown.series.get(entry.tsId);
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
                      readings={series}
                      inverted={isAxisInverted(entry.tsParameter, entry.staMetadata, settings?.parameterInvertAxis ?? '^W')}
                      label={breadcrumb.join(' › ')}
                      locale={locale}
                      loadRange={analysisRangeLoader(entry.tsId)}
                    />
                  </Suspense>
                </NearViewport>
              ) : !series && shown.status === 'loading' ? (
                <p className="analysis-chart-pending" style={{ height: CHART_DEFAULT_SIZE.height }}>
                  {t('analysis.loading')}
                </p>
              ) : (
                <p className="hint">{t('chart.noHistory')}</p>
              )}
            </article>
          );
        })}
    </section>
  );
}
