// spec archive.md §2 Analysis views: the round (by name) and the history of its timeseries.
import { useEffect, useMemo, useState } from 'react';
import type { Group } from '../../../shared/model';
import { requireLogin } from '../../auth';
import { reportError } from '../report-error';
import { loadGroupByName } from './group-by-name';
import { useHistory, type HistoryState } from './use-history';

export interface AnalysisGroup {
  group?: Group;
  history: HistoryState;
}

export function useAnalysisGroup(groupName: string): AnalysisGroup {
  const [group, setGroup] = useState<Group>();
  useEffect(() => {
    let current = true;
    setGroup(undefined);
    if (!requireLogin()) return;
    loadGroupByName(groupName)
      .then((loaded) => current && setGroup(loaded))
      .catch((error: unknown) => current && reportError(error, 'analysis.errorTitle', 'groups.error'));
    return () => {
      current = false;
    };
  }, [groupName]);
  const tsIds = useMemo(() => [...new Set(group?.entries.map((entry) => entry.tsId) ?? [])], [group]);
  const history = useHistory(tsIds, 'analysis.errorTitle', 'analysis');
  return { group, history: group ? history : { status: 'loading' } };
}
