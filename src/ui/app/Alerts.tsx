import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../shared/format/date';
import type { WorkerError } from '../../shared/contract';
import { LoginOrReloadButton } from '../auth';
import { ErrorDetails } from '../components/ErrorDetails';
import { uiLocale } from '../i18n/ui-locale';
import { dismissAlert } from '../state/alerts';
import { store } from '../state/store';

export function Alerts() {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { alerts } = useSnapshot(store);
  return (
    <div className="alerts" aria-live="polite">
      {alerts.map((alert) => (
        <div key={alert.id} className={`alert ${alert.type}`} role="alert">
          <button type="button" className="alert-close" aria-label={t('app.dismiss')} onClick={() => dismissAlert(alert.id)}>
            ×
          </button>
          {/* spec archive.md §3: an alert carries its time (issue 36 item 11) */}
          <time className="alert-time" dateTime={alert.dt}>
            {formatDateTime(alert.dt, locale)}
          </time>
          {alert.heading && <strong className="alert-heading">{t(alert.heading as never)}</strong>}
          <p>{t(alert.msg as never, alert.params)}</p>
          {alert.error && <ErrorDetails error={alert.error as WorkerError} />}
          {alert.loginRequired && <LoginOrReloadButton />}
        </div>
      ))}
    </div>
  );
}
