// spec archive.md §2 Analysis views, table and remarks, as the worker pushes them on their topics (issue 32: from the
// stored history first, then the server's); a failed read is an alert.
import { useEffect, useState } from 'react';
import type { NumberLocale } from '../../../shared/format/number';
import { requireLogin } from '../../auth';
import { useReadTopic } from '../use-read-topic';

const FAILURE = { heading: 'analysis.errorTitle', msg: 'groups.error' };

/** True once the screen of `groupName` may read (the route starts the login otherwise). */
function useLoggedIn(groupName: string): boolean {
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => setLoggedIn(requireLogin()), [groupName]);
  return loggedIn;
}

export function useAnalysisTable(groupName: string, locale: NumberLocale) {
  return useReadTopic(useLoggedIn(groupName) ? { kind: 'analysis-table', groupName, locale } : undefined, FAILURE);
}

/** The remarks and their filter: the typed filter shows at once; the remarks of the filter before stay until its own arrive. */
export function useAnalysisRemarks(groupName: string) {
  const [typed, setTyped] = useState<{ groupName: string; filter: string }>();
  const filter = typed?.groupName === groupName ? typed.filter : undefined;
  const load = useReadTopic(
    useLoggedIn(groupName) ? { kind: 'analysis-remarks', groupName, ...(filter !== undefined && { filter }) } : undefined,
    FAILURE,
    (before, topic) => before.groupName === topic.groupName,
  );
  const changeFilter = (next: string) => setTyped({ groupName, filter: next });
  return { load, filter: filter ?? load.view?.filter ?? '', changeFilter };
}
