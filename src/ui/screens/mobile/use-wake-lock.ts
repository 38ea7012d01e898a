// Issue 15: the screen stays on while an observer reads a gauge. The lock is held while `active` and the page is
// visible, released when the page is hidden or the round left, and taken again when the page is visible again.
import { useEffect } from 'react';

export const WAKE_LOCK_STORAGE_KEY = 'hwe-wake-lock';

/** the config screen's setting, kept on this device: the lock is on unless turned off */
export function wakeLockEnabled(): boolean {
  return localStorage.getItem(WAKE_LOCK_STORAGE_KEY) !== 'off';
}

export function setWakeLockEnabled(enabled: boolean): void {
  if (enabled) localStorage.removeItem(WAKE_LOCK_STORAGE_KEY);
  else localStorage.setItem(WAKE_LOCK_STORAGE_KEY, 'off');
}

export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = navigator.wakeLock;
    if (!active || !wakeLock || !wakeLockEnabled()) return;
    let sentinel: Promise<WakeLockSentinel | undefined> | undefined;
    const release = () => {
      void sentinel?.then((held) => held?.release());
      sentinel = undefined;
    };
    const acquire = () => {
      if (document.visibilityState !== 'visible' || sentinel) return;
      sentinel = wakeLock.request('screen').catch((error: unknown) => {
        console.warn('screen wake lock refused', error);
        return undefined;
      });
    };
    const onVisibilityChange = () => (document.visibilityState === 'visible' ? acquire() : release());
    acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      release();
    };
  }, [active]);
}
