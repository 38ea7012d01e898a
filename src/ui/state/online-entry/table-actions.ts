// Intents of the online tabular input (spec entry.md §2 Online tabular input) on the session's copy.
import { isValid, parse } from 'date-fns';
import type { Entry } from '../../../shared/schema/entry';
import { fromMezInput } from '../../../shared/format/date-input';
import type { EntryKey } from '../../../shared/contract';
import { editRound } from '../mobile/round-actions';

/**
 * Patches a row. When the patch fills a row whose station has no date yet, the worker first gives the station the
 * online default date (the chosen day at the default time) instead of the device's current time.
 */
export function editRow(entryKey: EntryKey, patch: Partial<Entry>, defaultDt: string | undefined): void {
  void editRound([{ kind: 'entry', entryKey, patch, defaultDt }]);
}

/**
 * The reading time a station gets in online mode when its first value is typed: the chosen day at the
 * default time (setting defaultTime), read as MEZ when the mez option is on.
 */
export function defaultDateTime(day: string, defaultTime: string, mez: boolean): string | undefined {
  const local = parse(`${day} ${defaultTime}`, 'yyyy-MM-dd HH:mm', new Date());
  return isValid(local) ? fromMezInput(local, mez).toISOString() : undefined;
}
