// Edits name their entry by row. A row moves when an earlier edit completes an optional station and the worker
// resorts the list, so an edit remembers the entry key of its row when it is made and finds that row again when
// it is sent (after the answers to the edits queued before it).
import type { RoundEdit, RoundView } from '../../../shared/worker-api';

export interface RememberedEdit {
  edit: RoundEdit;
  entryKey?: string;
}

export function rememberRows(edits: readonly RoundEdit[], view: RoundView | undefined): RememberedEdit[] {
  return edits.map((edit) => ({ edit, entryKey: 'index' in edit ? view?.round.entries[edit.index]?.entryKey : undefined }));
}

export function atCurrentRows(remembered: readonly RememberedEdit[], view: RoundView | undefined): RoundEdit[] {
  return remembered.map(({ edit, entryKey }) => {
    if (!entryKey || !('index' in edit)) return edit;
    const index = view?.round.entries.findIndex((entry) => entry.entryKey === entryKey) ?? -1;
    return index < 0 ? edit : { ...edit, index };
  });
}
