// What the observer typed into the meteo table is kept by the worker until it is posted, so a reload or a failed
// post loses nothing. Saves are sent one after the other, in the order typed; typing never waits for them.
import { isMeteoRowEditable, type MeteoRow } from '../../../shared/rules/meteo-rows';
import type { MeteoDraftKey } from '../../../shared/worker-api';
import { workerApi } from '../../worker-client';
import { reportError } from '../report-error';

/** Where drafts were kept before the worker held them: handed over once, then removed. */
const LEGACY_PREFIX = 'hwe-meteo-draft:';

let queue: Promise<unknown> = Promise.resolve();

function enqueue<T>(call: () => Promise<T>): Promise<T> {
  const run = queue.then(call);
  queue = run.catch(() => undefined);
  return run;
}

function send(call: () => Promise<void>): void {
  enqueue(call).catch((error: unknown) => reportError(error, 'mobile.saveError', 'mobile.saveError'));
}

export function saveDraft(key: MeteoDraftKey, rows: readonly MeteoRow[]): void {
  send(() => workerApi().saveMeteoDraft(key, [...rows]));
}

/** Removes the posted draft (after every save sent before). */
export function clearDraft(key: MeteoDraftKey): void {
  send(() => workerApi().clearMeteoDraft(key));
}

/** The stored draft, after every save sent before; a draft left in localStorage is handed to the worker first. */
export async function readDraft(key: MeteoDraftKey): Promise<MeteoRow[]> {
  const legacyKey = `${LEGACY_PREFIX}${key.mrId}:${key.staNumber}:${key.month}`;
  const legacy = localStorage.getItem(legacyKey);
  if (legacy !== null) {
    await enqueue(() => workerApi().saveMeteoDraft(key, parseRows(legacy)));
    localStorage.removeItem(legacyKey);
  }
  return enqueue(() => workerApi().getMeteoDraft(key));
}

function parseRows(json: string): MeteoRow[] {
  try {
    const rows: unknown = JSON.parse(json);
    return Array.isArray(rows) ? (rows as MeteoRow[]) : [];
  } catch {
    return []; // an unreadable draft is dropped
  }
}

/** The rows with the draft laid over the days that are still editable. */
export function withDraft(rows: readonly MeteoRow[], draft: readonly MeteoRow[]): MeteoRow[] {
  const byDay = new Map(draft.map((row) => [row.day, row]));
  return rows.map((row) => {
    const typed = byDay.get(row.day);
    return typed && isMeteoRowEditable(row) ? { ...typed, day: row.day, hasStoredData: false } : row;
  });
}
