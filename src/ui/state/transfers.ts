// Transfer tasks as the screens show them (spec entry.md §4 transfer task status).
import type { TransferStatus } from '../../shared/contract';

/** Still to be sent: queued (maybe waiting for its retry) or running. */
export function isTransferPending(transfer: TransferStatus): boolean {
  return transfer.state === 'queued' || transfer.state === 'running';
}
