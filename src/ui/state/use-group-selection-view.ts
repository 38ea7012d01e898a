// spec entry.md §2 Group selection as the worker answers it; asked again when the query, the listed groups, the
// user or the settings change; only the answer to the newest question is shown.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GroupSelectionQuery, GroupSelectionView } from '../../shared/contract/groups';
import { workerApi } from '../worker-client';
import { reportError } from './report-error';
import { store } from './store';

/** The newest answer, and whether it was cut from the groups listed now (else an empty list may just be early). */
export function useGroupSelectionView(query: GroupSelectionQuery): { view?: GroupSelectionView; ofListedGroups: boolean } {
  const { groups, serverInfo, settings } = useSnapshot(store);
  const [answered, setAnswered] = useState<{ view: GroupSelectionView; list: readonly unknown[] }>();
  const { filter, observerMonth, observerFilter } = query;
  useEffect(() => {
    let current = true;
    workerApi()
      .groupSelectionView({ filter, observerMonth, observerFilter })
      .then(
        (view) => current && setAnswered({ view, list: groups.list }),
        (error: unknown) => current && reportError(error, 'groups.errorTitle', 'groups.error'),
      );
    return () => {
      current = false;
    };
  }, [groups.list, serverInfo, settings, filter, observerMonth, observerFilter]);
  return { view: answered?.view, ofListedGroups: answered?.list === groups.list };
}
