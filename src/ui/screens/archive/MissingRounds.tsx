import { useTranslation } from 'react-i18next';
import type { MissingReportRound } from '../../../shared/contract/archive-rounds';
import { formatDateTime } from '../../../shared/format/date';
import { uiLocale } from '../../i18n/ui-locale';

/** issue 36 item 9: the report's rounds this device never kept, while the server is out of reach, by name and time. */
export function MissingRounds({ missing }: { missing: readonly MissingReportRound[] }) {
  const { t, i18n } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <div className="alert alert-warning missing-rounds" role="status">
      <p>{t('archive.missingRounds', { count: missing.length })}</p>
      <ul>
        {missing.map((round) => (
          <li key={round.instanceId}>
            {round.mrName ?? round.instanceId}
            {round.creationTime && ` · ${formatDateTime(round.creationTime, uiLocale(i18n.language))}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
