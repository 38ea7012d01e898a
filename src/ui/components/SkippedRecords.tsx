import { useTranslation } from 'react-i18next';
import type { WorkerError } from '../../shared/contract';

/** issue 14: how many records did not match their schema and were left out, with each record and field. */
export function SkippedRecords({ skipped }: { skipped: readonly WorkerError[] }) {
  const { t } = useTranslation();
  if (skipped.length === 0) return null;
  return (
    <div className="alert alert-warning skipped-records" role="status">
      <details>
        <summary>{t('app.skippedRecords', { count: skipped.length })}</summary>
        <ul>
          {skipped.map((error, index) => (
            <li key={index}>
              {error.record}: {error.field || '–'}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
