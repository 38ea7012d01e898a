import { useTranslation } from 'react-i18next';
import type { WorkerError } from '../../../shared/contract';

export interface HistoryNoticesProps {
  /** the server was not reachable: values came from the device */
  fromCache?: boolean;
  /** issue 32: the server's answer could not be read: values came from the device */
  refused?: WorkerError;
}

/** The notices over a history chart when its values came from the device (timeseries chart, analysis charts). */
export function HistoryNotices({ fromCache, refused }: HistoryNoticesProps) {
  const { t } = useTranslation();
  return (
    <>
      {fromCache && <p className="alert alert-warning">{t('chart.fromCache')}</p>}
      {refused && <p className="alert alert-warning">{t('chart.refused', { detail: refused.message })}</p>}
    </>
  );
}
