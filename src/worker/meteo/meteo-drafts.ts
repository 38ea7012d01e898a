// What the observer types into a meteo table is applied here, day by day, and kept in IndexedDB until it is posted,
// so a reload or a failed post loses nothing (spec entry.md §2 Meteo input; issue 10: the worker owns the workflow).
import { asMrId } from '../../shared/contract/ids';
import { applyMeteoEdit } from '../../shared/rules/meteo-edits';
import { isMeteoRowDisabled, type MeteoRow } from '../../shared/rules/meteo-rows';
import { violationOf } from '../../shared/schema/check';
import { MeteoEditSchema } from '../../shared/schema/meteo';
import { StoredMeteoRowsSchema } from '../../shared/schema/stored';
import type { MeteoDraftKey, MeteoEdit, MeteoMonth, MeteoMonthKey, MeteoMonthView } from '../../shared/contract';
import { workerError } from '../http/worker-error';
import { announce } from '../push/change-feed';
import { readMeteoDraft, updateMeteoDraft } from '../store/meteo-drafts-store';
import type { MeteoDraftRecord } from '../store/schema';
import { meteoMonth, readMeteoMonth, tableId } from './meteo-month';
import { meteoMonthView, typedRows, withDraft } from './meteo-view';

export async function openMeteoMonth(key: MeteoMonthKey): Promise<MeteoMonth> {
  const base = await readMeteoMonth(key);
  return meteoMonthView(base, await getMeteoDraft(base.key));
}

/** The table's view as stored now (pushed to the tabs that show it). */
export async function meteoTableView(key: MeteoDraftKey): Promise<MeteoMonth> {
  return meteoMonthView(await meteoMonth(key), await getMeteoDraft(key));
}

/** The rows typed into the table and not yet posted; empty when none. */
async function getMeteoDraft(key: MeteoDraftKey): Promise<MeteoRow[]> {
  return (await readMeteoDraft(key))?.rows ?? [];
}

export async function editMeteoDay(key: MeteoDraftKey, day: string, edit: MeteoEdit): Promise<MeteoMonthView> {
  const violation = violationOf(MeteoEditSchema, edit);
  if (violation) throw workerError('VALIDATION', `meteo edit: ${violation.field || 'the edit'} ${violation.message}`);
  const base = await meteoMonth(key);
  const stored = await updateMeteoDraft(key, (draft) => {
    const rows = withDraft(base.rows, draft?.rows ?? []);
    const index = rows.findIndex((row) => row.day === day);
    if (index < 0 || isMeteoRowDisabled(rows, index, base.fields)) throw workerError('METEO_DAY_LOCKED', `The day ${day} cannot be changed`);
    rows[index] = applyMeteoEdit(rows[index], edit);
    return draftRecord(key, typedRows(rows), draft?.unsentInstanceId);
  });
  announce({ kind: 'meteo', table: tableId(key) });
  return meteoMonthView(base, stored?.rows ?? []) as MeteoMonthView;
}

/** The record to store; none when nothing is typed and no unsent copy waits. */
export function draftRecord(key: MeteoDraftKey, rows: MeteoRow[], unsentInstanceId?: string): MeteoDraftRecord | undefined {
  if (rows.length === 0 && !unsentInstanceId) return undefined;
  const { mrId, staNumber, month } = key;
  return { mrId: String(mrId), staNumber, month, rows, savedTime: new Date().toISOString(), ...(unsentInstanceId ? { unsentInstanceId } : {}) };
}

/**
 * issue 10: drafts an earlier version kept in localStorage (key 'mrId:staNumber:month' → JSON rows) become the
 * worker's, unless the worker already keeps a newer draft of the table; unreadable ones are dropped.
 */
export async function adoptLegacyMeteoDrafts(drafts: Record<string, string>): Promise<void> {
  for (const [name, json] of Object.entries(drafts)) {
    const [mrId, staNumber, month] = name.split(':');
    const rows = parseRows(json);
    if (!mrId || !staNumber || !month || !rows) continue;
    const key = { mrId: asMrId(mrId), staNumber, month };
    await updateMeteoDraft(key, (draft) => draft ?? draftRecord(key, typedRows(rows)));
  }
}

function parseRows(json: string): MeteoRow[] | undefined {
  try {
    const rows: unknown = JSON.parse(json);
    return violationOf(StoredMeteoRowsSchema, rows) ? undefined : (rows as MeteoRow[]);
  } catch {
    return undefined;
  }
}
