// Meteo tables (spec entry.md §2 Meteo input).
import type { MeteoRow } from '../rules/meteo-rows';

/** One meteo table: the group, the station shown and the month. */
export interface MeteoDraftKey {
  mrId: string;
  staNumber: string;
  /** yyyy-MM */
  month: string;
}

export interface MeteoApi {
  /** the rows typed into a meteo table and not yet posted; empty when none */
  getMeteoDraft(key: MeteoDraftKey): Promise<MeteoRow[]>;
  /** keeps the editable rows that hold something typed, committed before it answers (none: the draft is removed) */
  saveMeteoDraft(key: MeteoDraftKey, rows: MeteoRow[]): Promise<void>;
  /** removes the draft once its rows are posted */
  clearMeteoDraft(key: MeteoDraftKey): Promise<void>;
}
