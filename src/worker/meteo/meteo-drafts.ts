// What the observer typed into a meteo table, kept by the worker until it is posted, so a reload or a failed
// post loses nothing (the rows only become an offline round when they are posted).
import { isMeteoRowEditable, isMeteoRowEmpty, type MeteoRow } from '../../shared/rules/meteo-rows';
import type { MeteoDraftKey } from '../../shared/worker-api';
import { deleteMeteoDraft, readMeteoDraft, writeMeteoDraft } from '../store/meteo-drafts-store';

export async function getMeteoDraft(key: MeteoDraftKey): Promise<MeteoRow[]> {
  return (await readMeteoDraft(key))?.rows ?? [];
}

export async function saveMeteoDraft(key: MeteoDraftKey, rows: MeteoRow[]): Promise<void> {
  const typed = rows.filter((row) => isMeteoRowEditable(row) && !isMeteoRowEmpty(row));
  if (typed.length === 0) return deleteMeteoDraft(key);
  const { mrId, staNumber, month } = key;
  return writeMeteoDraft({ mrId, staNumber, month, rows: typed, savedTime: new Date().toISOString() });
}

export const clearMeteoDraft = deleteMeteoDraft;
