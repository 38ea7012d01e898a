import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { TransferState } from '../../../../shared/worker-api';
import { mobileStore } from '../../../state/mobile/mobile-store';
import { refreshTransfers } from '../../../state/mobile/post-actions';
import { isTransferPending } from '../../../state/transfers';
import { CircleCheck, CircleX, Hourglass, LoaderCircle, type LucideIcon } from 'lucide-react';
import { Icon } from '../../../components/Icon';

const PENDING_POLL_MS = 1000;

/** spec entry.md §4 transfer task status with colour and icon. */
export const TRANSFER_ICON: Record<TransferState, LucideIcon> = { queued: Hourglass, running: LoaderCircle, success: CircleCheck, error: CircleX };

export function TransferList() {
  const { t } = useTranslation();
  const { transfers } = useSnapshot(mobileStore);
  useEffect(() => {
    void refreshTransfers();
  }, []);
  // a post resumed after a reload runs without this screen's post action polling its state
  const pending = transfers.some(isTransferPending);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refreshTransfers(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending]);
  if (transfers.length === 0) return null;
  return (
    <section className="transfers">
      <h2>{t('mobile.transfers')}</h2>
      <ul>
        {transfers.map((transfer) => (
          <li key={transfer.id} className={`transfer transfer-${transfer.state}`} data-state={transfer.state}>
            <Icon icon={TRANSFER_ICON[transfer.state]} /> {t(`mobile.transfer.${transfer.kind}`)}:{' '}
            {t(`mobile.transfer.${transfer.state}`)}
            {transfer.error && <small> – {transfer.error}</small>}
          </li>
        ))}
      </ul>
    </section>
  );
}
