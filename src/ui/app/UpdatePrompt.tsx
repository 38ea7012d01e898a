import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { store } from '../state/store';

/**
 * spec entry.md §4: a service worker update prompts the user to refresh. The service worker is registered once the
 * start is over (issue 13): its install downloads and stores the whole app, which on a first visit would share the
 * slow network and the phone's CPU with the start's requests and first render.
 */
export function UpdatePrompt() {
  const { started } = useSnapshot(store);
  return started ? <ServiceWorkerPrompt /> : null;
}

function ServiceWorkerPrompt() {
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
