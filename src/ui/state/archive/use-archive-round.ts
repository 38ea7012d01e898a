// The archive detail's round as the worker answers it (spec archive.md §2, §4): decisions are edits in the worker.
import { useRef } from 'react';
import type { ArchiveRoundView, DecisionPatch } from '../../../shared/contract/archive-rounds';
import type { InstanceId } from '../../../shared/contract/ids';
import type { NumberLocale } from '../../../shared/format/number';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';
import { useWorkerView } from '../use-worker-view';

export function useArchiveRound(instanceId: InstanceId, locale: NumberLocale) {
  const { load, setView } = useWorkerView(`${instanceId}|${locale}`, () => workerApi().openArchiveRound(instanceId, locale));
  const lastEdit = useRef(0);
  /** Sends the change; only the answer to the newest edit is shown (an older one would undo a newer keystroke). */
  const editDecision = (index: number, patch: DecisionPatch) => {
    const edit = ++lastEdit.current;
    workerApi()
      .editArchiveDecision(instanceId, index, patch)
      .then(
        (view: ArchiveRoundView) => edit === lastEdit.current && setView(view),
        (error: unknown) => reportError(error, 'archive.postErrorTitle', 'api.postTimeseriesError'),
      );
  };
  /** Opens the round afresh (issue 33: after another decider was first). */
  const reload = () => {
    lastEdit.current += 1;
    workerApi()
      .openArchiveRound(instanceId, locale)
      .then(setView, (error: unknown) => reportError(error, 'groups.errorTitle', 'groups.error'));
  };
  return { load, editDecision, reload };
}
