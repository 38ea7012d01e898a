import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** spec entry.md §4: a service worker update prompts the user to refresh. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="alert alert-info" role="alert">
      <p>{t('app.newVersion')}</p>
      <button type="button" className="btn btn-primary" onClick={() => void updateServiceWorker(true)}>
        {t('app.reload')}
      </button>{' '}
      <button type="button" className="btn" onClick={() => setNeedRefresh(false)}>
        {t('app.dismiss')}
      </button>
    </div>
  );
}
