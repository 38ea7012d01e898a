import { asTsId } from '../../../shared/contract/ids';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { useRouteParams } from '../../app/route-params';
import { isAxisInverted } from '../../format/axis';
import type { Entry } from '../../../shared/schema/entry';
import { uiLocale } from '../../i18n/ui-locale';
import { useHistory } from '../../state/history/use-history';
import { store } from '../../state/store';
import { workerApi } from '../../worker-client';
import { HistoryNotices } from './HistoryNotices';
import { HistoryTable } from './HistoryTable';
import { loadHistoryChart } from './load-history-chart';
import { markedReading } from './marked-reading';

const HistoryChart = lazy(loadHistoryChart);

/** spec entry.md §2 / archive.md §2 Timeseries chart (route /timeseriesChart/{tsid}?date=&value=; logo hidden). */
export default function TimeseriesChart() {
  const { t, i18n } = useTranslation();
  const { tsid } = useRouteParams<{ tsid: string }>();
  const search = useSearch();
  const { settings } = useSnapshot(store);
  const [entry, setEntry] = useState<Entry>();
  const tsIds = useMemo(() => [asTsId(tsid)], [tsid]);
  const history = useHistory(tsIds, 'chart.errorTitle');

  useEffect(() => {
    store.logoHidden = true;
    return () => {
      store.logoHidden = false;
    };
  }, []);
  useEffect(() => {
    void workerApi().findTimeseriesEntry(tsIds[0]).then(setEntry);
  }, [tsid]);

  const locale = uiLocale(i18n.language);
  const inverted = isAxisInverted(entry?.tsParameter, entry?.staMetadata, settings?.parameterInvertAxis ?? '^W');
  const marked = useMemo(() => markedReading(search), [search]);
  const title = entry ? [entry.staName, entry.staNumber, entry.tsParameter, entry.tsName].filter(Boolean).join(' / ') : t('chart.title', { tsId: tsid });
  if (history.status !== 'loaded') return <p>{history.status === 'loading' ? t('app.loading') : t('chart.errorTitle')}</p>;
  const series = history.view.series[0];

  return (
    <section className="timeseries-chart">
      <h1>{title}</h1>
      <HistoryNotices fromCache={history.view.fromCache} refused={history.view.refused} />
      {!series || series.t.length === 0 ? (
        <p className="alert alert-info">{t('chart.noHistory')}</p>
      ) : (
        <>
          {inverted && <p className="hint">{t('chart.inverted')}</p>}
          <Suspense fallback={<p>{t('app.loading')}</p>}>
            <HistoryChart readings={series} inverted={inverted} label={title} locale={locale} marked={marked} />
          </Suspense>
          <HistoryTable series={series} unit={entry?.tsUnit} locale={locale} />
        </>
      )}
    </section>
  );
}
