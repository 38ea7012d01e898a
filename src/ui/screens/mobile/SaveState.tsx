import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { mobileStore } from '../../state/mobile/mobile-store';
import { useSaving } from '../../state/mobile/use-saving';

/** Says "saved" only after the worker has committed every edit to the device's storage. */
export function SaveState() {
  const { t } = useTranslation();
  const { saveFailed } = useSnapshot(mobileStore);
  const saving = useSaving();
  if (saveFailed) return <span className="badge badge-danger" role="status">{t('mobile.saveError')}</span>;
  return (
    <span className={`badge ${saving ? '' : 'badge-age-ok'}`} role="status">
      {saving ? t('mobile.saving') : t('mobile.saved')}
    </span>
  );
}
