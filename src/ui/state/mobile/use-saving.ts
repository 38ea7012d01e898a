import { useMobileStoreKey } from './use-mobile-store-key';

const anyPending = (pendingEdits: number) => pendingEdits > 0;

/** Whether edits are on their way to the worker; renders again only when that changes, not with every edit (issue 13). */
export function useSaving(): boolean {
  return useMobileStoreKey('pendingEdits', anyPending);
}
