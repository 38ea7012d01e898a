// Intents of the online tabular input (spec entry.md §2 Online tabular input) on the session's copy.
import type { Entry } from '../../../shared/model';
import { hasValidDate } from '../../../shared/rules/dates';
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
