import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { RoundView } from '../../../shared/contract';
import { mobileStore } from './mobile-store';

/** The worker's view of the open round (kept as a valtio ref, so it is the plain object, not a proxy). */
export function useRoundView(): RoundView {
  return useSnapshot(mobileStore).view as RoundView;
}

/**
 * issue 13: one part of the open round's view; the component renders again only when that part changes (`isEqual`).
 * A change from the worker keeps every entry, row and station it does not touch (./view-updates.ts), so `select` may
 * answer those objects or plain values; a new object needs an `isEqual` that compares by value. Outside the mobile
 * screens the view may be absent: a selector used there takes `RoundView | undefined`.
 */
export function useRoundSelector<T>(select: (view: RoundView) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const selected = useRef<{ value: T }>(undefined);
  const subscribe = useCallback((onChange: () => void) => subscribeKey(mobileStore, 'view', onChange), []);
  return useSyncExternalStore(subscribe, () => {
    const value = select(mobileStore.view as RoundView);
    if (!selected.current || !isEqual(selected.current.value, value)) selected.current = { value };
    return selected.current.value;
  });
}

