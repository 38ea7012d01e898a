// Overwrite all dates (spec entry.md §5: suggestion now + 7 h; skip or invalid messages; §8 success count).
import { validateOverwriteInput } from '../../../shared/rules/overwrite';
import { addAlert } from '../alerts';
import { mobileStore } from './mobile-store';
import { editRound } from './round-actions';
import { groupByStation } from '../../../shared/rules/completion';

export async function overwriteAllDates(input: string, suggestion: string): Promise<void> {
  const answer = validateOverwriteInput(input, suggestion);
  if (answer.kind === 'skip') {
    addAlert({ type: 'alert-info', msg: 'mobile.overwriteSkipped' });
    return;
  }
  if (answer.kind === 'invalid') {
    addAlert({ type: 'alert-danger', heading: 'mobile.overwriteDateTimeError', msg: 'mobile.overwriteInvalid' });
    return;
  }
  const count = groupByStation(mobileStore.view?.round.entries ?? []).length;
  const view = await editRound([{ kind: 'overwriteDates', dt: answer.date.toISOString() }], () =>
    addAlert({ type: 'alert-danger', msg: 'mobile.overwriteDateTimeError' }),
  );
  if (view) addAlert({ type: 'alert-success', msg: 'mobile.overwriteDone', params: { count } });
}
