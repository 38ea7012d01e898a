import { useSyncExternalStore } from 'react';
import { subscribeKey } from 'valtio/utils';
import { mobileStore } from './mobile-store';

const followPendingEdits = (onChange: () => void) => subscribeKey(mobileStore, 'pendingEdits', onChange);

/** Whether edits are on their way to the worker; renders again only when that changes, not with every edit (issue 13). */
export function useSaving(): boolean {
  return useSyncExternalStore(followPendingEdits, () => mobileStore.pendingEdits > 0);
}
