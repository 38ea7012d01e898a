// issue 13: the group selection's parts appear from the top down, each once what decides its size is known, so no
// painted part is pushed down by one appearing above it (layout shift). See docs/decisions/ui-shell.md, Group selection.
import { useEffect, useState } from 'react';
import { loadStorageStatus, requestPersistentStorage } from '../../state/actions';
import { loadOfflineCopies } from '../../state/offline-copies';

/**
 * True once the device's own parts of the screen's top are loaded: the persistent-storage status and the offline
 * copies (both from the worker, without the network). Persistent storage is requested after they are shown.
 */
export function useDeviceStateLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void Promise.all([loadStorageStatus(), loadOfflineCopies()])
      .catch((error: unknown) => console.error('storage status or offline copies not loaded', error))
      .then(() => {
        if (current) setLoaded(true);
        return requestPersistentStorage();
      });
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/** True from the first render in which `condition` held on: a part once shown stays, whatever is asked again later. */
export function useOnceTrue(condition: boolean): boolean {
  const [reached, setReached] = useState(condition);
  if (condition && !reached) setReached(true);
  return reached || condition;
}
