// Overwrite all dates (spec entry.md §5: suggestion now + 7 h; skip or invalid messages; §8 success count).
import { validateOverwriteInput } from '../../format/overwrite-prompt';
import { addAlert } from '../alerts';
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
  const view = await editRound([{ kind: 'overwriteDates', dt: answer.date.toISOString() }], () =>
    addAlert({ type: 'alert-danger', msg: 'mobile.overwriteDateTimeError' }),
  );
  // every station of the copy got the date
  if (view) addAlert({ type: 'alert-success', msg: 'mobile.overwriteDone', params: { count: view.stations.length } });
}
