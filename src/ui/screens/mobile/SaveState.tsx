import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { mobileStore } from '../../state/mobile/mobile-store';

/** Says "saved" only after the worker has committed every edit to the device's storage. */
export function SaveState() {
  const { t } = useTranslation();
  const { pendingEdits, saveFailed } = useSnapshot(mobileStore);
  if (saveFailed) return <span className="badge badge-danger" role="status">{t('mobile.saveError')}</span>;
  return (
    <span className={`badge ${pendingEdits > 0 ? '' : 'badge-age-ok'}`} role="status">
      {pendingEdits > 0 ? t('mobile.saving') : t('mobile.saved')}
    </span>
  );
}
