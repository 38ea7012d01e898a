// Overwrite all dates (spec entry.md §5: suggestion now + 7 h; skip or invalid messages; §8 success count).
import { validateOverwriteInput } from '../../format/overwrite-prompt';
import { addAlert } from '../alerts';
import { mobileStore } from './mobile-store';
import { editRound } from './round-actions';

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
  const stored = await editRound([{ kind: 'overwriteDates', dt: answer.date.toISOString() }], () =>
    addAlert({ type: 'alert-danger', msg: 'mobile.overwriteDateTimeError' }),
  );
  // every station of the copy got the date (the number of stations does not change with it)
  if (stored) addAlert({ type: 'alert-success', msg: 'mobile.overwriteDone', params: { count: mobileStore.view?.stations.length ?? 0 } });
}
