import { useTranslation } from 'react-i18next';
import type { WorkerError } from '../../../shared/contract';
import { ErrorDetails } from '../../components/ErrorDetails';

/**
 * spec archive.md §8: archive screens on load failure show groups.errorTitle, groups.error and the error — its code's
 * explanation in the page's language and the server's own text, never the worker's internal English (issue 36 item 9).
 */
export function LoadFailure({ error }: { error: WorkerError }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      <h2 className="alert-heading">{t('groups.errorTitle')}</h2>
      <p>{t('groups.error')}</p>
      <ErrorDetails error={error} />
    </div>
  );
}
