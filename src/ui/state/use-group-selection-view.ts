// spec entry.md §2 Group selection as the worker answers it; asked again when the query, the listed groups, the
// user or the settings change; only the answer to the newest question is shown (useWorkerQuery).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { GroupSelectionQuery, GroupSelectionView } from '../../shared/contract/groups';
import { workerApi } from '../worker-client';
import { reportError } from './report-error';
import { store } from './store';
import { useWorkerQuery } from './use-worker-query';

/** The newest answer, and whether it was cut from the groups listed now (else an empty list may just be early). */
export function useGroupSelectionView(query: GroupSelectionQuery): { view?: GroupSelectionView; ofListedGroups: boolean } {
  const { groups, serverInfo, settings } = useSnapshot(store);
  const { filter, observerMonth, observerFilter } = query;
  const { load } = useWorkerQuery([groups.list, serverInfo, settings, filter, observerMonth, observerFilter], async () => {
    const list = groups.list;
    return { view: await workerApi().groupSelectionView({ filter, observerMonth, observerFilter }), list };
  });
  useEffect(() => {
    if (load.status === 'failed') reportError(load.error, 'groups.errorTitle', 'groups.error');
  }, [load]);
  return { view: load.view?.view, ofListedGroups: load.view?.list === groups.list };
}
