import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { ErrorDetails } from '../../components/ErrorDetails';
import { ProgressBar } from '../../components/ProgressBar';
import { cancelPreload, groupNamesOf, leavePreload, preloadStore, startPreload } from '../../state/preload/preload-actions';
import type { PreloadProgress } from '../../../shared/contract';

const percentOf = ({ done, total }: PreloadProgress) => (total > 0 ? Math.round((done / total) * 100) : 0);

/** spec entry.md §2 Offline preload screen (route /loadTimeseriesValues?groups=a,b). */
export default function PreloadScreen() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { status, groups, values, errors, loadedGroups, loadedTimeseries, storageFull } = useSnapshot(preloadStore);

  useEffect(() => {
    void startPreload(groupNamesOf(search));
    return leavePreload;
  }, [search]);

  return (
    <section className="preload">
      <h1>{t('preload.title')}</h1>
      <ProgressBar percent={percentOf(groups)} label={t('preload.groups', { done: groups.done, total: groups.total })} />
      <ProgressBar percent={percentOf(values)} label={t('preload.values', { done: values.done, total: values.total })} />
      {status === 'done' && <p>{t('preload.done', { groups: t('preload.groupCount', { count: loadedGroups }), timeseries: t('preload.timeseriesCount', { count: loadedTimeseries }) })}</p>}
      {status === 'cancelled' && <p>{t('preload.cancelled')}</p>}
      {storageFull && <p className="alert alert-warning">{t('groups.storageFull')}</p>}
      {errors.map((error, index) => (
        <div key={index} className="alert alert-success">
          <ErrorDetails error={error} />
        </div>
      ))}
      <div className="button-row">
        {status === 'running' && (
          <button type="button" className="btn" onClick={() => void cancelPreload()}>
            {t('preload.cancel')}
          </button>
        )}
        <button type="button" className="btn btn-primary" disabled={status === 'running'} onClick={() => navigate('/')}>
          {t('preload.save')}
        </button>
      </div>
    </section>
  );
}
