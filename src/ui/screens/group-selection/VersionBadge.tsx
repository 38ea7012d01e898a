import { useTranslation } from 'react-i18next';
import type { VersionAge } from '../../../shared/rules/group-selection';
import { formatDateTime } from '../../../shared/format/date';
import { uiLocale } from '../../i18n/ui-locale';

/** A version with its age colour as the worker judged it: under 3 h green, over 72 h warning (spec entry.md §2). */
export function VersionBadge({ label, version, age = 'warning' }: { label: string; version?: string; age?: VersionAge }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="version">
      {label}:{' '}
      <span className={`badge badge-age-${age}`} data-age={age}>
        {version ? formatDateTime(version, uiLocale(i18n.language)) : t('groups.versionUnknown')}
      </span>
    </p>
  );
}
