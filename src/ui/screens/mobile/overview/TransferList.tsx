import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { WORKER_ERROR_KEYS, type TransferState, type TransferStatus, type WorkerErrorCode } from '../../../../shared/contract';
import { mobileStore } from '../../../state/mobile/mobile-store';
import { cancelCurrentPost } from '../../../state/mobile/post-actions';
import { isTransferPending } from '../../../state/transfers';
import { CircleCheck, CircleX, Hourglass, LoaderCircle, type LucideIcon } from 'lucide-react';
import { Icon } from '../../../components/Icon';

/** spec entry.md §4 transfer task status with colour and icon. */
const TRANSFER_ICON: Record<TransferState, LucideIcon> = { queued: Hourglass, running: LoaderCircle, success: CircleCheck, error: CircleX };

/**
 * The worker pushes the copy's transfers (also of a post another tab or a resume is sending). issue 34: a pending post can
 * be cancelled; a body whose outcome is unknown says why the copy is locked.
 */
export function TransferList() {
  const { t } = useTranslation();
  const { transfers } = useSnapshot(mobileStore);
  if (transfers.length === 0) return null;
  return (
    <section className="transfers">
      <h2>{t('mobile.transfers')}</h2>
      <ul>
        {transfers.map((transfer) => (
          <li key={transfer.id} className={`transfer transfer-${transfer.state}`} data-state={transfer.state}>
            <Icon icon={TRANSFER_ICON[transfer.state]} /> {t(`mobile.transfer.${transfer.kind}`)}:{' '}
            {t(`mobile.transfer.${transfer.state}`)}
            <TransferFailure transfer={transfer} />
            {transfer.unsettled && <p className="transfer-unsettled">{t('mobile.postUnsettled')}</p>}
          </li>
        ))}
      </ul>
      {transfers.some(isTransferPending) && (
        <button type="button" className="btn btn-outline-secondary" onClick={() => void cancelCurrentPost()}>
          {t('mobile.transfer.cancel')}
        </button>
      )}
    </section>
  );
}

/** issue 34: the failure's cause in the page's language, then the server's own words when it answered with a status. */
function TransferFailure({ transfer: { failure, error } }: { transfer: TransferStatus }) {
  const { t } = useTranslation();
  if (!failure && !error) return null;
  const cause = failure && t((WORKER_ERROR_KEYS[failure.code as WorkerErrorCode] ?? WORKER_ERROR_KEYS.UNEXPECTED) as never, { limitSeconds: failure.limitSeconds });
  return <small className="transfer-failure"> – {[cause, error].filter(Boolean).join(' ')}</small>;
}
