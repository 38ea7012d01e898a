import { useTranslation } from 'react-i18next';
import type { WorkerError } from '../../../shared/contract';
import { ErrorDetails } from '../../components/ErrorDetails';

interface HistoryNoticesProps {
  /** the server was not reachable: values came from the device */
  fromCache?: boolean;
  /** issue 32: the server's answer could not be read: values came from the device */
  refused?: WorkerError;
}

/**
 * The notices over a history chart when its values came from the device (timeseries chart, analysis charts); a refusal
 * is told by its code's explanation (ErrorDetails), never the worker's English message (issue 37).
 */
export function HistoryNotices({ fromCache, refused }: HistoryNoticesProps) {
  const { t } = useTranslation();
  return (
    <>
      {fromCache && <p className="alert alert-warning">{t('chart.fromCache')}</p>}
      {refused && (
        <div className="alert alert-warning">
          <p>{t('chart.refused')}</p>
          <ErrorDetails error={refused} />
        </div>
      )}
    </>
  );
}
