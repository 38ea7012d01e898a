import { useTranslation } from 'react-i18next';
import type { WorkerError } from '../../shared/contract';

/**
 * An error's details under an alert: its code's explanation in the page's language, then the code, the HTTP status
 * and the server's own text — never the worker's internal English message (issue 36 items 9 and small defect a). A
 * time-out's explanation names the limit that was applied (issue 34).
 */
export function ErrorDetails({ error }: { error: WorkerError }) {
  const { t } = useTranslation();
  return (
    <details>
      <summary>{t(error.messageKey as never, { limitSeconds: error.limitSeconds })}</summary>
      <pre>{[error.code, error.status, error.statusText, error.detail].filter(Boolean).join(' ')}</pre>
    </details>
  );
}
