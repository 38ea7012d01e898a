import { useTranslation } from 'react-i18next';
import type { ArchiveState } from '../../../shared/contract/archive';
import { formatDateTime } from '../../../shared/format/date';
import { ProgressBar } from '../../components/ProgressBar';
import { uiLocale } from '../../i18n/ui-locale';
import { LoadFailure } from './LoadFailure';

/**
 * Issue 11: the progress of the first load or of reading the stored rows (the page shown is from those read so
 * far), the stored archive's age, and that it is shown offline.
 */
export function ArchiveStatus({ view }: { view: ArchiveState }) {
  const { t, i18n } = useTranslation();
  const time = formatDateTime(view.storedAt, uiLocale(i18n.language));
  if (view.status === 'failed' && view.error) return <LoadFailure error={view.error} />;
  const progress = view.progress?.total ? view.progress : undefined;
  if (view.status === 'loading' && !progress) return <p>{t('archive.loading')}</p>;
  return (
    <>
      {progress && (
        <ProgressBar
          percent={Math.round((100 * progress.loaded) / progress.total)}
          label={t('archive.loadingProgress', { loaded: progress.loaded, total: progress.total })}
        />
      )}
      {view.storedAt && (
        <p className={view.error ? 'archive-age text-warning' : 'archive-age'} role="status">
          {t(view.error ? 'archive.storedOffline' : 'archive.storedAt', { time })}
        </p>
      )}
    </>
  );
}
