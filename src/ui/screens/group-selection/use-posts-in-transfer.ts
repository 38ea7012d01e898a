// Copies whose post the worker is still transferring, e.g. resumed after a reload (docs/decisions/worker.md, Transfers).
import { useEffect, useMemo, useRef } from 'react';
import { loadOfflineCopies } from '../../state/offline-copies';
import { isTransferPending } from '../../state/transfers';
import { useTopic } from '../../state/use-topic';

/** The instanceIds with a queued or running transfer, as the worker pushes them; when the last ends the copies are listed again. */
export function usePostsInTransfer(): ReadonlySet<string> {
  const transfers = useTopic({ kind: 'transfers' });
  const inTransfer = useMemo(() => new Set(transfers?.filter(isTransferPending).map((transfer) => transfer.instanceId)), [transfers]);
  const hadTransfers = useRef(false);
  useEffect(() => {
    if (inTransfer.size === 0 && hadTransfers.current) void loadOfflineCopies();
    hadTransfers.current = inTransfer.size > 0;
  }, [inTransfer]);
  return inTransfer;
}
