import { useEffect, useState } from 'react';
import { useSaving } from './use-saving';

/**
 * An object field edited piece by piece (discharge measurement, snow record, depth profile) is sent whole with each
 * edit, so each edit must build on the one sent before: the worker's view shows an edit only once its answer arrives,
 * and an edit built on the view would undo a field typed just before it. While edits are on their way the last object
 * sent is shown and built on; once none is, the worker's view again.
 */
export function useLastSent<T>(fromView: T): [T, (sent: T) => void] {
  const saving = useSaving();
  const [sent, setSent] = useState<{ value: T }>();
  useEffect(() => {
    if (!saving) setSent(undefined);
  }, [saving]);
  return [saving && sent ? sent.value : fromView, (value) => setSent({ value })];
}
