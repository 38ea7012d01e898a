// Copies whose post the worker is still transferring, e.g. resumed after a reload (docs/decisions/worker.md, Transfers).
import { useEffect, useState } from 'react';
import { loadOfflineCopies } from '../../state/offline-copies';
import { subscribeTo } from '../../state/push';
import { isTransferPending } from '../../state/transfers';

/** The instanceIds with a queued or running transfer, as the worker pushes them; when the last ends the copies are listed again. */
export function usePostsInTransfer(): ReadonlySet<string> {
  const [inTransfer, setInTransfer] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let hadTransfers = false;
    return subscribeTo({ kind: 'transfers' }, (transfers) => {
      const ids = new Set(transfers.filter(isTransferPending).map((transfer) => transfer.instanceId));
      setInTransfer(ids);
      if (ids.size === 0 && hadTransfers) void loadOfflineCopies();
      hadTransfers = ids.size > 0;
    });
  }, []);
  return inTransfer;
}
