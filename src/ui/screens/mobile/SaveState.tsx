import { useT } from '../../i18n/use-t';
import { useMobileStoreKey } from '../../state/mobile/use-mobile-store-key';
import { useSaving } from '../../state/mobile/use-saving';

/**
 * Says "saved" only after the worker has committed every edit to the device's storage. It renders when saving starts
 * and ends, with each keystroke and answer: it follows only its two flags (issue 13).
 */
export function SaveState() {
  const { t } = useT();
  const saveFailed = useMobileStoreKey('saveFailed');
  const saving = useSaving();
  if (saveFailed) return <span className="badge badge-danger" role="status">{t('mobile.saveError')}</span>;
  return (
    <span className={`badge ${saving ? '' : 'badge-age-ok'}`} role="status">
      {saving ? t('mobile.saving') : t('mobile.saved')}
    </span>
  );
}
