// spec archive.md §2 Analysis views, table and remarks, as the worker pushes them (issue 32: from the stored history
// first, then the server's); a failed load is an alert.
import { useEffect, useState } from 'react';
import type { AnalysisRemarksView, AnalysisTableView } from '../../../shared/contract/analysis';
import type { NumberLocale } from '../../../shared/format/number';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';
import type { ViewLoad } from '../use-worker-query';
import { usePushedView } from '../use-pushed-view';

function useFailureAlert(load: ViewLoad<unknown>): void {
  useEffect(() => {
    if (load.status === 'failed') reportError(load.error, 'analysis.errorTitle', 'groups.error');
  }, [load]);
}

export function useAnalysisTable(groupName: string, locale: NumberLocale) {
  const { load } = usePushedView(`${groupName}|${locale}`, (onView: (view: AnalysisTableView) => void, loadId) =>
    workerApi().pushAnalysisTable(groupName, locale, onView, loadId),
  );
  useFailureAlert(load);
  return load;
}

/** The remarks and their filter: the typed filter shows at once; only the answer to the newest filter is shown. */
export function useAnalysisRemarks(groupName: string) {
  const { load, ask } = usePushedView(groupName, (onView: (view: AnalysisRemarksView) => void, loadId) =>
    workerApi().pushAnalysisRemarks(groupName, onView, loadId),
  );
  useFailureAlert(load);
  const [typed, setTyped] = useState<string>();
  const changeFilter = (filter: string) => {
    setTyped(filter);
    ask(workerApi().analysisRemarks(groupName, filter), (error) => reportError(error, 'analysis.errorTitle', 'groups.error'));
  };
  const filter = typed ?? (load.status === 'loaded' ? load.view.filter : '');
  return { load, filter, changeFilter };
}
