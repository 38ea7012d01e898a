// Intents of the online tabular input (spec entry.md §2 Online tabular input) on the session's copy.
import { isValid, parse } from 'date-fns';
import type { Entry } from '../../../shared/model';
import { fromMezInput, hasValidDate } from '../../../shared/rules/dates';
import { isEntryFilled } from '../../../shared/rules/completion';
import type { EntryKey, RoundEdit } from '../../../shared/worker-api';
import { editRound } from '../mobile/round-actions';

/**
 * Patches a row. When the patch fills a row whose station has no date yet, the station first gets the
 * online default date (the chosen day at the default time) instead of the device's current time.
 */
export function editRow(entryKey: EntryKey, entry: Entry, patch: Partial<Entry>, defaultDt: string | undefined): void {
  const edits: RoundEdit[] = [];
  if (defaultDt && !hasValidDate(entry.dt) && isEntryFilled({ ...entry, ...patch })) {
    edits.push({ kind: 'stationDate', entryKey, dt: defaultDt });
  }
  edits.push({ kind: 'entry', entryKey, patch });
  void editRound(edits);
}

/**
 * The reading time a station gets in online mode when its first value is typed: the chosen day at the
 * default time (setting defaultTime), read as MEZ when the mez option is on.
 */
export function defaultDateTime(day: string, defaultTime: string, mez: boolean): string | undefined {
  const local = parse(`${day} ${defaultTime}`, 'yyyy-MM-dd HH:mm', new Date());
  return isValid(local) ? fromMezInput(local, mez).toISOString() : undefined;
}
