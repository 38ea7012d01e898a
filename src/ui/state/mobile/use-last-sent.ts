import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { mobileStore } from './mobile-store';

/**
 * An object field edited piece by piece (discharge measurement, snow record, depth profile) is sent whole with each
 * edit, so each edit must build on the one sent before: the worker's view shows an edit only once its answer arrives,
 * and an edit built on the view would undo a field typed just before it. While edits are on their way the last object
 * sent is shown and built on; once none is, the worker's view again.
 */
export function useLastSent<T>(fromView: T): [T, (sent: T) => void] {
  const { pendingEdits } = useSnapshot(mobileStore);
  const [sent, setSent] = useState<{ value: T }>();
  useEffect(() => {
    if (pendingEdits === 0) setSent(undefined);
  }, [pendingEdits]);
  return [pendingEdits > 0 && sent ? sent.value : fromView, (value) => setSent({ value })];
}
