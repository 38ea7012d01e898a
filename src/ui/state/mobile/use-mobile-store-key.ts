import { useCallback, useSyncExternalStore } from 'react';
import { subscribeKey } from 'valtio/utils';
import { mobileStore, type MobileState } from './mobile-store';

/**
 * issue 13: one field of the mobile store (optionally a value made of it); the component renders only when that value
 * changes. valtio's `useSnapshot(mobileStore)` builds a snapshot of the whole store on every change of any field, and
 * a keystroke and its answer change three. Only for fields that are replaced whole, not changed inside (not `list`).
 */
export function useMobileStoreKey<K extends keyof MobileState, T = MobileState[K]>(key: K, select?: (value: MobileState[K]) => T): T {
  const subscribe = useCallback((onChange: () => void) => subscribeKey(mobileStore, key, onChange), [key]);
  return useSyncExternalStore(subscribe, () => (select ? select(mobileStore[key]) : (mobileStore[key] as T)));
}
