import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { store } from '../../state/store';

/**
 * spec entry.md §2 group selection: a link to load timeseries values, for logged-in users only (§6).
 * Memoised: the group selection re-renders on every answer and keystroke, this only when its own data changes (issue 13).
 */
export const PreloadLink = memo(function PreloadLink({ groupNames }: { groupNames: readonly string[] }) {
  const { t } = useTranslation();
  const { serverInfo } = useSnapshot(store);
  if (!serverInfo?.username) return null;
  const query = groupNames.length > 0 ? `?groups=${groupNames.map(encodeURIComponent).join(',')}` : '';
  return (
    <p>
      <Link href={`/loadTimeseriesValues${query}`}>{t('preload.link')}</Link>
    </p>
  );
});
