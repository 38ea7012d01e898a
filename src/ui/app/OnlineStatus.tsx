import { useEffect } from 'react';
import { store } from '../state/store';

/** Keeps store.online in step with the browser's connectivity events. */
export function OnlineStatus() {
  useEffect(() => {
    const update = () => (store.online = navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return null;
}
