import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDateTime } from '../../../shared/format/date';
import { deleteEmptyCopies } from '../../state/offline-copies';
import { store } from '../../state/store';
import { uiLocale } from '../../i18n/ui-locale';
import { usePostsInTransfer } from './use-posts-in-transfer';
import { SkippedRecords } from '../../components/SkippedRecords';

/**
 * spec entry.md §2: offline copies with creation time, link and progress; older than 7 days in a warning colour.
 * The screen loads them before showing this (issue 13). A copy whose post is still being transferred (resumed after a reload) is not offered for editing.
 * Memoised: the group selection re-renders on every answer and keystroke, this only when its own data changes (issue 13).
 */
export const OfflineCopies = memo(function OfflineCopies() {
  const { t, i18n } = useTranslation();
  const { offlineCopies, unreadableRecords } = useSnapshot(store);
  const inTransfer = usePostsInTransfer();
  if (offlineCopies.length === 0) return <SkippedRecords skipped={unreadableRecords} />;
  return (
    <div className="card offline-copies">
      <h2 className="card-title">{t('groups.offlineCopies')}</h2>
      <SkippedRecords skipped={unreadableRecords} />
      <ul className="group-list">
        {offlineCopies.map((copy) => (
          <li key={copy.instanceId} className={`group-item${copy.expired ? ' expired' : ''}`}>
            {inTransfer.has(copy.instanceId) ? (
              <span className="group-name">
                {copy.mrName} <small>{t('groups.copyInTransfer')}</small>
              </span>
            ) : (
              <Link href={`/mobile/${encodeURIComponent(copy.instanceId)}`} className="group-name">
                {copy.mrName}
              </Link>
            )}
            <small>{formatDateTime(copy.creationTime, uiLocale(i18n.language))}</small>
            <progress max={100} value={copy.progress.percent} aria-label={t('groups.progress', { percent: copy.progress.percent })} />
            <small>{copy.progress.percent} %</small>
          </li>
        ))}
      </ul>
      {offlineCopies.some((copy) => copy.empty) && (
        <button type="button" className="btn" onClick={() => void deleteEmptyCopies()}>
          {t('groups.deleteEmptyCopies')}
        </button>
      )}
    </div>
  );
});
