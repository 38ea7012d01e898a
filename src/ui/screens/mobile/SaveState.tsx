import { useSyncExternalStore } from 'react';
import { subscribeKey } from 'valtio/utils';
import { useT } from '../../i18n/use-t';
import { mobileStore } from '../../state/mobile/mobile-store';
import { useSaving } from '../../state/mobile/use-saving';

const followSaveFailed = (onChange: () => void) => subscribeKey(mobileStore, 'saveFailed', onChange);

/**
 * Says "saved" only after the worker has committed every edit to the device's storage. It renders when saving starts
 * and ends, with each keystroke and answer: it follows only its two flags (issue 13).
 */
export function SaveState() {
  const { t } = useT();
  const saveFailed = useSyncExternalStore(followSaveFailed, () => mobileStore.saveFailed);
  const saving = useSaving();
  if (saveFailed) return <span className="badge badge-danger" role="status">{t('mobile.saveError')}</span>;
  return (
    <span className={`badge ${saving ? '' : 'badge-age-ok'}`} role="status">
      {saving ? t('mobile.saving') : t('mobile.saved')}
    </span>
  );
}
