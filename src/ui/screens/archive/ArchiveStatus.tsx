import { useTranslation } from 'react-i18next';
import type { ArchiveState } from '../../../shared/contract/archive';
import { formatDateTime } from '../../../shared/format/date';
import { ProgressBar } from '../../components/ProgressBar';
import { uiLocale } from '../../i18n/ui-locale';
import { LoadFailure } from './LoadFailure';

/** Issue 11: the first load's progress, the stored archive's age, and that it is shown offline. */
export function ArchiveStatus({ view }: { view: ArchiveState }) {
  const { t, i18n } = useTranslation();
  const time = formatDateTime(view.storedAt, uiLocale(i18n.language));
  if (view.status === 'failed' && view.error) return <LoadFailure error={view.error} />;
  if (view.status === 'loading') {
    if (!view.progress?.total) return <p>{t('archive.loading')}</p>;
    const { loaded, total } = view.progress;
    return <ProgressBar percent={Math.round((100 * loaded) / total)} label={t('archive.loadingProgress', { loaded, total })} />;
  }
  if (!view.storedAt) return null;
  return (
    <p className={view.error ? 'archive-age text-warning' : 'archive-age'} role="status">
      {t(view.error ? 'archive.storedOffline' : 'archive.storedAt', { time })}
    </p>
  );
}
