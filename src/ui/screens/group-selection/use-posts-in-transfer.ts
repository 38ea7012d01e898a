// Copies whose post the worker is still transferring, e.g. resumed after a reload (docs/decisions/worker.md, Transfers).
import { useEffect, useMemo, useRef } from 'react';
import { loadOfflineCopies } from '../../state/offline-copies';
import { isTransferPending } from '../../state/transfers';
import { useTopic } from '../../state/use-topic';

/**
 * The instanceIds with a queued or running transfer, as the worker pushes them. With none pending the copies are listed
 * again after every push that follows one with tasks: a post's last state arrives before the worker removes the posted
 * copy, its cleared tasks after it.
 */
export function usePostsInTransfer(): ReadonlySet<string> {
  const transfers = useTopic({ kind: 'transfers' });
  const inTransfer = useMemo(() => new Set(transfers?.filter(isTransferPending).map((transfer) => transfer.instanceId)), [transfers]);
  const hadTasks = useRef(false);
  useEffect(() => {
    if (inTransfer.size === 0 && hadTasks.current) void loadOfflineCopies();
    hadTasks.current = (transfers?.length ?? 0) > 0;
  }, [transfers, inTransfer]);
  return inTransfer;
}
