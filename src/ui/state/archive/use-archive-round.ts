// The archive detail's round as the worker answers it (spec archive.md §2, §4): decisions are edits in the worker.
import type { DecisionPatch } from '../../../shared/contract/archive-rounds';
import type { InstanceId } from '../../../shared/contract/ids';
import type { NumberLocale } from '../../../shared/format/number';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';
import { useWorkerQuery } from '../use-worker-query';

export function useArchiveRound(instanceId: InstanceId, locale: NumberLocale) {
  const { load, ask } = useWorkerQuery([instanceId, locale], () => workerApi().openArchiveRound(instanceId, locale), { loginRequired: true });
  /** Sends the change; only the answer to the newest edit is shown (an older one would undo a newer keystroke). */
  const editDecision = (index: number, patch: DecisionPatch) =>
    ask(workerApi().editArchiveDecision(instanceId, index, patch), (error) => reportError(error, 'archive.postErrorTitle', 'api.postTimeseriesError'));
  /** Opens the round afresh (issue 33: after another decider was first). */
  const reload = () => ask(workerApi().openArchiveRound(instanceId, locale), (error) => reportError(error, 'groups.errorTitle', 'groups.error'));
  return { load, editDecision, reload };
}
