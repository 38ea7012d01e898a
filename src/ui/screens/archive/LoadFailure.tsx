import { useTranslation } from 'react-i18next';
import type { WorkerError } from '../../../shared/contract';

/** spec archive.md §8: archive screens on load failure show groups.errorTitle, groups.error and the error. */
export function LoadFailure({ error }: { error: WorkerError }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      <h2 className="alert-heading">{t('groups.errorTitle')}</h2>
      <p>{t('groups.error')}</p>
      <details>
        <summary>{error.message}</summary>
        <pre>{[error.code, error.status, error.statusText, error.detail].filter(Boolean).join(' ')}</pre>
      </details>
    </div>
  );
}
