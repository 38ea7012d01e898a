// Copies whose post the worker is still transferring, e.g. resumed after a reload (docs/decisions.md, Worker: transfers).
import { useEffect, useState } from 'react';
import { loadOfflineCopies } from '../../state/offline-copies';
import { isTransferPending } from '../../state/transfers';
import { workerApi } from '../../worker-client';

const POLL_MS = 1000;

/** The instanceIds with a queued or running transfer, polled until none is left; then the copies are listed again. */
export function usePostsInTransfer(): ReadonlySet<string> {
  const [inTransfer, setInTransfer] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hadTransfers = false;
    const check = async () => {
      const ids = new Set((await workerApi().getTransfers()).filter(isTransferPending).map((transfer) => transfer.instanceId));
      if (!active) return;
      setInTransfer(ids);
      if (ids.size > 0) timer = setTimeout(() => void check(), POLL_MS);
      else if (hadTransfers) await loadOfflineCopies();
      hadTransfers = ids.size > 0;
    };
    void check();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return inTransfer;
}
