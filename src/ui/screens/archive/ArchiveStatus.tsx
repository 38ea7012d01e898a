import { useTranslation } from 'react-i18next';
import type { ArchiveState } from '../../../shared/contract/archive';
import { formatDateTime } from '../../../shared/format/date';
import { ProgressBar } from '../../components/ProgressBar';
import { uiLocale } from '../../i18n/ui-locale';
import { LoadFailure } from './LoadFailure';

/**
 * Issue 11: the stored archive's age and that it is shown offline, or that the first load runs. One line, its room
 * kept from the first paint (issue 13: a line appearing or changing its height pushed the table down).
 */
export function ArchiveStatus({ view }: { view: ArchiveState }) {
  const { t, i18n } = useTranslation();
  if (view.status === 'failed' && view.error) return <LoadFailure error={view.error} />;
  const time = formatDateTime(view.storedAt, uiLocale(i18n.language));
  if (view.storedAt)
    return (
      <p className={view.error ? 'archive-status archive-age text-warning' : 'archive-status archive-age'} role="status">
        {t(view.error ? 'archive.storedOffline' : 'archive.storedAt', { time })}
      </p>
    );
  return <p className="archive-status">{view.status === 'loading' && t('archive.loading')}</p>;
}

/**
 * Issue 11: the progress of the first load or of reading the stored rows (the page shown is from those read so far),
 * then the count line (spec archive.md §2), in one place of a fixed height: neither pushes the table (issue 13). A
 * filter's page still counted (issue 38) leaves the place empty until its count is known.
 */
export function ArchiveProgressOrCount({ view }: { view: ArchiveState }) {
  const { t } = useTranslation();
  const page = view.page;
  const progress = view.progress?.total ? view.progress : undefined;
  // issue 32: the spec's list announces no number of rounds; the count read so far is shown
  const loadedSoFar = view.progress && !view.progress.total && view.progress.loaded > 0 ? view.progress.loaded : undefined;
  return (
    <div className="archive-count-slot">
      {loadedSoFar !== undefined ? (
        <p className="archive-count" role="status">{t('archive.loadedSoFar', { loaded: loadedSoFar })}</p>
      ) : progress ? (
        <ProgressBar
          percent={Math.round((100 * progress.loaded) / progress.total)}
          label={t('archive.loadingProgress', { loaded: progress.loaded, total: progress.total })}
        />
      ) : (
        // issue 38: a filter's first page comes before its count (page.counting): the line follows once every row was searched
        page &&
        !page.counting && <p className="archive-count">{t('archive.countLine', { found: page.found, total: page.total })}</p>
      )}
    </div>
  );
}
