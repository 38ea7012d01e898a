// spec archive.md §2 Analysis views: the round (by name) and the history of its timeseries.
import { useEffect, useMemo, useState } from 'react';
import type { Group } from '../../../shared/schema/group';
import { requireLogin } from '../../auth';
import { addAlert } from '../alerts';
import { asWorkerError, reportError } from '../report-error';
import { analysisTsIds } from './analysis-history-topic';
import { GROUP_NOT_FOUND, loadGroupByName } from './group-by-name';
import { useAnalysisHistory, type AnalysisHistory } from './use-analysis-history';

interface AnalysisGroup {
  group?: Group;
  history: AnalysisHistory;
}

export function useAnalysisGroup(groupName: string): AnalysisGroup {
  const [group, setGroup] = useState<Group>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setGroup(undefined);
    setFailed(false);
    if (!requireLogin()) return;
    loadGroupByName(groupName)
      .then((loaded) => current && setGroup(loaded))
      .catch((error: unknown) => {
        if (!current) return;
        setFailed(true);
        // issue 36 item 10: an unknown name is said in words, not as its code
        if (asWorkerError(error).detail === GROUP_NOT_FOUND) addAlert({ type: 'alert-danger', heading: 'analysis.errorTitle', msg: 'analysis.groupNotFound', params: { name: groupName } });
        else reportError(error, 'analysis.errorTitle', 'groups.error');
      });
    return () => {
      current = false;
    };
  }, [groupName]);
  const tsIds = useMemo(() => analysisTsIds(group), [group]);
  const history = useAnalysisHistory(tsIds, 'analysis.errorTitle');
  if (failed) return { history: { status: 'failed', series: new Map() } };
  return { group, history: group ? history : { status: 'loading', series: new Map() } };
}
