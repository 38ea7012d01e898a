// What the observer typed into editable meteo rows, kept on the device until it is posted, so a reload
// or a failed post loses nothing (the rows are not an offline round before the post).
import { isMeteoRowEditable, isMeteoRowEmpty, type MeteoRow } from '../../../shared/rules/meteo-rows';

const DRAFT_PREFIX = 'hwe-meteo-draft:';

export function draftKey(mrId: string, staNumber: string, month: string): string {
  return `${DRAFT_PREFIX}${mrId}:${staNumber}:${month}`;
}

export function saveDraft(key: string, rows: readonly MeteoRow[]): void {
  const typed = rows.filter((row) => isMeteoRowEditable(row) && !isMeteoRowEmpty(row));
  if (typed.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(typed));
}

export function clearDraft(key: string): void {
  localStorage.removeItem(key);
}

/** The rows with the draft laid over the days that are still editable. */
export function withDraft(key: string, rows: readonly MeteoRow[]): MeteoRow[] {
  let draft: MeteoRow[] = [];
  try {
    draft = JSON.parse(localStorage.getItem(key) ?? '[]') as MeteoRow[];
  } catch {
    // an unreadable draft is dropped
  }
  const byDay = new Map(draft.map((row) => [row.day, row]));
  return rows.map((row) => {
    const typed = byDay.get(row.day);
    return typed && isMeteoRowEditable(row) ? { ...typed, day: row.day, hasStoredData: false } : row;
  });
}
